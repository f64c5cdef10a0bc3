import type { SearchSort } from '@bli/contracts';
import { Form } from 'react-router';
import { SEARCH_PARAMS } from './search-params';

const LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
  popularity: 'Most reviewed',
};

/** A GET form: works without JavaScript (the button), submits on change with it. */
export function SearchSortForm({ search, sort }: { search: URLSearchParams; sort: SearchSort }) {
  const kept = SEARCH_PARAMS.filter((key) => key !== 'sort' && key !== 'page').flatMap((key) =>
    search.getAll(key).map((value) => [key, value] as const),
  );
  return (
    <Form method="get" action="/search" preventScrollReset className="flex items-center gap-2">
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor="search-sort" className="text-sm text-slate-600">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sort"
        defaultValue={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {Object.entries(LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border px-3 text-sm">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
