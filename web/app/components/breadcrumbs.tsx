import { cn } from '@bli/ui';
import { Link, useLocation } from 'react-router';
import { breadcrumbJsonLd } from '../lib/seo/breadcrumb-json-ld';
import { metadataKey } from '../lib/seo/page-key';
import { useSiteUrl } from '../lib/seo/use-site-url';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * The trail as structured data (BreadcrumbList), for every page below home: the same crumbs a
 * page shows, or the ones it would show; the current page is the last, at its own path.
 */
export function BreadcrumbJsonLd({ items }: { items: readonly Crumb[] }) {
  const siteUrl = useSiteUrl();
  const location = useLocation();
  const here = metadataKey(location.pathname, location.search);
  return (
    <JsonLd
      data={breadcrumbJsonLd(
        siteUrl,
        items.map((item) => ({ name: item.label, path: item.to ?? here })),
      )}
    />
  );
}

/** "Home / Use cases / Best Laptops for Students": links up the site, the current page last. */
export function Breadcrumbs({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-slate-500', className)}>
      <BreadcrumbJsonLd items={items} />
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
