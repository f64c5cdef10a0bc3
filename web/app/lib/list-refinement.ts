import type { LaptopListSort } from '@bli/contracts';

/**
 * What a public list's URL asks the catalogue for besides its page (docs/deal-verdicts.md
 * "Lists"): `?sort=real-discount`, the largest saving against each laptop's 90-day median first,
 * and `?goodDeals=true`, only laptops within 5 % of their lowest recorded price. Any other value
 * is the default list, as with the page's own sorts (a stray value is not an error page).
 */
export interface ListRefinement {
  sort: LaptopListSort;
  goodDeals: boolean;
}

export const REAL_DISCOUNT: LaptopListSort = 'real-discount';
export const GOOD_DEALS_PARAM = 'goodDeals';

export function listRefinement(search: URLSearchParams): ListRefinement {
  return {
    sort: search.get('sort') === REAL_DISCOUNT ? REAL_DISCOUNT : 'rank',
    goodDeals: search.get(GOOD_DEALS_PARAM) === 'true',
  };
}

/** True when the list is not the default one: another order or fewer laptops. */
export function isRefined(refinement: ListRefinement): boolean {
  return refinement.sort !== 'rank' || refinement.goodDeals;
}

/**
 * The list call's parameters for a refinement: only what differs from the default, so the
 * default list keeps the query (and cache) key it always had.
 */
export function refinementParams(refinement: ListRefinement | undefined): {
  sort?: LaptopListSort;
  goodDeals?: true;
} {
  if (!refinement) return {};
  return {
    ...(refinement.sort !== 'rank' && { sort: refinement.sort }),
    ...(refinement.goodDeals && { goodDeals: true as const }),
  };
}

/**
 * The address of the same list refined otherwise: the other search parameters (a page's own sort,
 * its view) kept, the page dropped (a page number of one list means nothing in another).
 */
export function refinedListHref(
  pathname: string,
  search: string,
  change: Partial<ListRefinement>,
): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (change.sort === REAL_DISCOUNT) params.set('sort', REAL_DISCOUNT);
  else if (change.sort === 'rank') params.delete('sort');
  if (change.goodDeals === true) params.set(GOOD_DEALS_PARAM, 'true');
  else if (change.goodDeals === false) params.delete(GOOD_DEALS_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
