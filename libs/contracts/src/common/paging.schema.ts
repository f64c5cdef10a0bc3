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

/** One page of a list over NATS: its items in the list's order and the list's full length. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
