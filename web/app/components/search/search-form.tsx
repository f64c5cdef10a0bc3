import { Search } from 'lucide-react';
import { Form } from 'react-router';

/** The search page's own box: a plain GET form to /search (no JavaScript needed). */
export function SearchForm({ defaultValue }: { defaultValue: string }) {
  return (
    <Form method="get" action="/search" role="search" className="flex max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search laptops
      </label>
      <input
        id="search-page-q"
        key={defaultValue}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder="e.g. gaming laptop under 80k"
        className="h-11 flex-1 rounded-md border border-slate-300 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-orange-500"
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-md bg-orange-600 px-4 font-medium text-white hover:bg-orange-700"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
    </Form>
  );
}
