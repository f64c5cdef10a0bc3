import type { SortMode } from '@bli/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

export type ViewMode = 'grid' | 'list';

/**
 * The range page's orders: Popularity and Highest Rated re-sort the page in memory; Real discount
 * is the catalogue's order (`?sort=real-discount`, list-refinement.ts), so the loader reads it.
 */
export type RangeSort = SortMode | 'real-discount';

export interface SortView {
  sort: RangeSort;
  view: ViewMode;
}

const SORTS: readonly string[] = ['rating', 'real-discount'];

/** Unknown or missing values fall back to the defaults: Popularity, grid. */
export function parseSortView(params: URLSearchParams): SortView {
  const sort = params.get('sort') ?? '';
  return {
    sort: SORTS.includes(sort) ? (sort as RangeSort) : 'popularity',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** "?sort=rating&view=list", leaving out defaults and keeping any other parameter. */
export function sortViewSearch(next: SortView, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.sort === 'popularity') params.delete('sort');
  else params.set('sort', next.sort);
  if (next.view === 'grid') params.delete('view');
  else params.set('view', next.view);
  return params;
}

/**
 * Sort and view of the price range page. The component holds the state, so a change re-sorts
 * the list already in memory at once; the URL mirrors it (replace, no scroll jump) so the
 * choice survives a reload or a shared link, and the server renders the same sort and view.
 * The route's shouldRevalidate keeps these URL changes from re-running the loader, except a change
 * to or from Real discount, which the catalogue sorts.
 */
export function useSortView() {
  const [params, setParams] = useSearchParams();
  const fromUrl = parseSortView(params);
  const [state, setState] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  // The URL changed from outside (back/forward, a link): adopt it.
  if (seen.sort !== fromUrl.sort || seen.view !== fromUrl.view) {
    setSeen(fromUrl);
    setState(fromUrl);
  }

  const update = (change: Partial<SortView>) => {
    const next = { ...state, ...change };
    setState(next);
    setParams(sortViewSearch(next, params), { replace: true, preventScrollReset: true });
  };
  return { ...state, update };
}
