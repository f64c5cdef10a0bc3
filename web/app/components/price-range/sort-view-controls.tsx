import { cn } from '@bli/ui';
import { LayoutGrid, Rows3 } from 'lucide-react';
import type { FormEvent } from 'react';
import { GOOD_DEALS_PARAM } from '../../lib/list-refinement';
import { GoodDealsSwitch } from '../good-deals-switch';
import type { RangeSort, SortView, ViewMode } from './use-sort-view';

interface SortViewControlsProps extends SortView {
  onChange: (change: Partial<SortView>) => void;
  /** Only the good deals are listed (`?goodDeals=true`). */
  goodDeals: boolean;
  /** The list with "good deals only" switched. */
  goodDealsHref: string;
}

const VIEWS: { value: ViewMode; label: string; Icon: typeof LayoutGrid }[] = [
  { value: 'grid', label: 'Grid', Icon: LayoutGrid },
  { value: 'list', label: 'List', Icon: Rows3 },
];

/**
 * A plain GET form, so sorting and switching views work without JavaScript (the server renders
 * ?sort=…&view=…). With JavaScript the same controls change the state in place.
 * Each submit button carries the view; the select carries the sort; a hidden field keeps "good
 * deals only", which is a link of its own.
 */
export function SortViewControls({
  sort,
  view,
  onChange,
  goodDeals,
  goodDealsHref,
}: SortViewControlsProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <form method="get" onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
      {goodDeals && <input type="hidden" name={GOOD_DEALS_PARAM} value="true" />}
      <div className="flex items-center gap-2">
        <label htmlFor="sort-laptops" className="text-sm font-medium text-slate-700">
          Sort by
        </label>
        <select
          id="sort-laptops"
          name="sort"
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as RangeSort })}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <option value="popularity">Popularity</option>
          <option value="rating">Highest Rated</option>
          <option value="real-discount">Real Discount</option>
        </select>
        <noscript>
          <button
            type="submit"
            name="view"
            value={view}
            className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            Apply
          </button>
        </noscript>
      </div>
      <div
        role="group"
        aria-label="View"
        className="inline-flex rounded-md border border-slate-300 bg-white p-0.5"
      >
        {VIEWS.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="submit"
            name="view"
            value={value}
            aria-pressed={view === value}
            onClick={(event) => {
              event.preventDefault();
              onChange({ view: value });
            }}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-orange-500',
              view === value ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
            <span className="sr-only"> view</span>
          </button>
        ))}
      </div>
      <GoodDealsSwitch on={goodDeals} href={goodDealsHref} />
    </form>
  );
}
