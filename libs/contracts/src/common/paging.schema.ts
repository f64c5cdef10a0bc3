import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './page-limits';

const wholeNumber = (field: string, max: number) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(1, { error: `${field} must be at least 1` })
    .max(max, { error: `${field} must be at most ${max}` });

/** `?page=&pageSize=` of every list call: 1-based page, `pageSize` items a page. */
export const pageRequestShape = {
  page: wholeNumber('page', PAGE_MAX).default(1),
  pageSize: wholeNumber('pageSize', PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};
export const pageRequestSchema = z.object(pageRequestShape);
export type PageRequest = z.output<typeof pageRequestSchema>;

/**
 * `?after=` of the lists read in a key order (the public laptop lists): the cursor their
 * `Link: rel="next"` carries, where the next page starts, so a deep page costs what the first
 * does (no OFFSET walk). Opaque: only the service that wrote it reads it, and answers a 400
 * naming `after` when it cannot. With it, `page` is not read; without it, `page` still works.
 */
export const pageCursorSchema = z
  .string()
  .regex(/^[\w-]{1,200}$/, { error: 'after must be a cursor from a Link header (rel="next")' });
export const cursorPageRequestShape = { ...pageRequestShape, after: pageCursorSchema.optional() };
export const cursorPageRequestSchema = z.object(cursorPageRequestShape);
export type CursorPageRequest = z.output<typeof cursorPageRequestSchema>;

/**
 * One page of a list over NATS: its items in the list's order and the list's full length; a list
 * read by cursor adds, after a full page, the cursor (`?after=`) where the next page starts.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    nextCursor: z.string().optional(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor?: string;
}
