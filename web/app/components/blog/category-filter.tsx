import type { BlogCategory } from '@bli/contracts';
import { cn } from '@bli/ui';
import { Link } from 'react-router';
import { BLOG_FILTERS } from './blog-categories';

/**
 * Category filter "buttons": plain links to /blog?category=…, so filtering works without
 * JavaScript; with it, React Router swaps the list without a full reload and keeps the scroll.
 */
export function CategoryFilter({
  active,
  className,
}: {
  active: BlogCategory | null;
  className?: string;
}) {
  return (
    <nav aria-label="Filter posts by category" className={className}>
      <ul className="flex flex-wrap gap-2">
        {BLOG_FILTERS.map((filter) => {
          const current = filter.category === active;
          return (
            <li key={filter.href}>
              <Link
                to={filter.href}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500',
                  current
                    ? 'border-orange-500 bg-orange-500 text-white hover:bg-orange-600'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-orange-300 hover:bg-orange-50 hover:text-orange-800',
                )}
              >
                {filter.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
