import { Button } from '@bli/ui';
import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';

interface UseCaseSearchFormProps {
  query: string;
  /** Live filtering as the shopper types (JavaScript on). */
  onQueryChange: (query: string) => void;
  /** Enter or the Search button: the search goes into the URL (?q=). */
  onSubmit: (query: string) => void;
  summary: string;
}

/**
 * A GET form to /use-cases?q=…: without JavaScript the server filters the cards; with it the
 * cards filter while typing and submitting only records the search in the URL.
 */
export function UseCaseSearchForm({
  query,
  onQueryChange,
  onSubmit,
  summary,
}: UseCaseSearchFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(query);
  };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        method="get"
        action="/use-cases"
        role="search"
        aria-label="Use cases"
        onSubmit={handleSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="use-case-search" className="block text-sm font-medium text-slate-800">
            Search use cases
          </label>
          <div className="relative mt-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              id="use-case-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              placeholder="e.g. students, coding, battery"
              autoComplete="off"
              aria-describedby="use-case-search-hint"
              className="h-11 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-400 focus:border-orange-500 focus:ring-2 focus:ring-orange-200 focus:outline-none"
            />
          </div>
          <p id="use-case-search-hint" className="mt-1 text-xs text-slate-500">
            Searches titles, descriptions, who each use case is for and its key requirements.
          </p>
        </div>
        <div className="flex gap-2 sm:mb-5">
          <Button type="submit" size="lg" className="h-11">
            Search
          </Button>
          {query.trim() && (
            <Button asChild variant="outline" size="lg" className="h-11">
              <Link to="/use-cases" preventScrollReset replace onClick={() => onQueryChange('')}>
                <X className="h-4 w-4" aria-hidden="true" />
                Clear
              </Link>
            </Button>
          )}
        </div>
      </form>
      <p role="status" aria-live="polite" className="mt-3 text-sm text-slate-600">
        {summary}
      </p>
    </div>
  );
}
