import { z } from 'zod';
import { cursorPageRequestShape } from '../common/paging.schema';
import { queryFlag } from '../common/primitives.schema';

/**
 * The orders of a public laptop list: `rank` (docs/product-rules.md §9, the default) or
 * `real-discount`, the largest saving against each laptop's own 90-day median first
 * (docs/deal-verdicts.md); laptops without one come last.
 */
export const LAPTOP_LIST_SORTS = ['rank', 'real-discount'] as const;
export const laptopListSortSchema = z.enum(LAPTOP_LIST_SORTS, {
  error: `sort must be one of: ${LAPTOP_LIST_SORTS.join(', ')}`,
});
export type LaptopListSort = z.infer<typeof laptopListSortSchema>;

/**
 * `?page=&pageSize=&after=&sort=&goodDeals=` of every public laptop list: a page, in an order,
 * of every laptop or only the good deals (within 5 % of their lowest recorded price, with 5 weeks
 * of history). A cursor (`after`) continues the order it was written in.
 */
export const laptopListRequestShape = {
  ...cursorPageRequestShape,
  sort: laptopListSortSchema.default('rank'),
  goodDeals: queryFlag('goodDeals').default(false),
};
export const laptopListRequestSchema = z.object(laptopListRequestShape);
export type LaptopListRequest = z.output<typeof laptopListRequestSchema>;
