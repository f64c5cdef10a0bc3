import { Button } from '@bli/ui';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { ListQuery } from '../lib/list-query';

const inputClasses = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';

/**
 * A list's search box and state select. Give it `key={search.toString()}`: the box starts from
 * the address again when the address changes (the back button).
 */
export function ListFilters<S extends string>({
  query,
  states,
  labels,
  placeholder,
  onChange,
}: {
  query: ListQuery<S>;
  states: readonly S[];
  labels: Record<S, string>;
  placeholder: string;
  onChange: (query: ListQuery<S>) => void;
}) {
  const [q, setQ] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: q.trim() || undefined, page: 1 });
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} role="search">
      <label className="grid gap-1 text-sm font-medium">
        Search
        <input
          type="search"
          name="q"
          placeholder={placeholder}
          className={`${inputClasses} w-72`}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        State
        <select
          name="state"
          className={inputClasses}
          value={query.state ?? ''}
          onChange={(event) =>
            onChange({
              ...query,
              state: states.find((state) => state === event.target.value),
              page: 1,
            })
          }
        >
          <option value="">Any state</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {labels[state]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** Previous / Next through a list the server pages. */
export function ListPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>{`Page ${page} of ${pages}`}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
