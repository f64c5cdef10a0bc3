import { cn } from '@bli/ui';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/** "Home / Use cases / Best Laptops for Students": links up the site, the current page last. */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-slate-500', className)}>
      <ol className="flex flex-wrap gap-1">
        {items.map((item, index) => (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
            {index < items.length - 1 && <span aria-hidden="true"> /</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
