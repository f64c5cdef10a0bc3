import type { FacetValue, SearchFacetName, SearchResult } from '@bli/contracts';
import { cn } from '@bli/ui';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { searchHref } from './search-params';

const TITLES: Record<SearchFacetName, string> = {
  price: 'Budget',
  brand: 'Brand',
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  graphics: 'Graphics',
  tier: 'Gaming tier',
  weight: 'Weight',
};

const ORDER: SearchFacetName[] = [
  'price',
  'brand',
  'processor',
  'ram',
  'storage',
  'graphics',
  'tier',
  'weight',
];

/** The URL parameters a facet value sets; the price facet sets two. */
function paramsOf(facet: SearchFacetName, value: string): Record<string, string | null> {
  if (facet === 'price') {
    const [min, max] = value.split('-');
    return { minPrice: min || null, maxPrice: max || null };
  }
  const key = facet === 'weight' ? 'maxWeightKg' : facet;
  return { [key]: value };
}

function isChosen(search: URLSearchParams, facet: SearchFacetName, value: string): boolean {
  const params = paramsOf(facet, value);
  return Object.entries(params).every(([key, v]) =>
    v === null ? !search.get(key) : search.get(key)?.toLowerCase() === v.toLowerCase(),
  );
}

function FacetLink({
  search,
  facet,
  value,
}: {
  search: URLSearchParams;
  facet: SearchFacetName;
  value: FacetValue;
}) {
  const chosen = isChosen(search, facet, value.value);
  const params = paramsOf(facet, value.value);
  const href = searchHref(
    search,
    chosen ? Object.fromEntries(Object.keys(params).map((key) => [key, null])) : params,
  );
  return (
    <Link
      to={href}
      preventScrollReset
      aria-current={chosen ? 'true' : undefined}
      className={cn(
        'flex items-center justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-orange-50',
        chosen ? 'font-semibold text-orange-700' : 'text-slate-700',
      )}
    >
      <span className="inline-flex items-center gap-1">
        {chosen && <Check className="h-3.5 w-3.5" aria-hidden="true" />}
        {value.label}
      </span>
      <span className="text-xs text-slate-500">{value.count}</span>
    </Link>
  );
}

/** Filters with how many results each value has; a chosen value links back to "any". */
export function SearchFacets({
  facets,
  search,
}: {
  facets: SearchResult['facets'];
  search: URLSearchParams;
}) {
  const shown = ORDER.filter((facet) => facets[facet]?.length);
  if (shown.length === 0) return null;
  return (
    <nav aria-label="Filter results" className="space-y-5" data-testid="search-facets">
      {shown.map((facet) => (
        <section key={facet} aria-labelledby={`facet-${facet}`}>
          <h3
            id={`facet-${facet}`}
            className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
          >
            {TITLES[facet]}
          </h3>
          <ul>
            {facets[facet].slice(0, 12).map((value) => (
              <li key={value.value}>
                <FacetLink search={search} facet={facet} value={value} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
