import { z } from 'zod';
import { slugSchema } from '../common/primitives.schema';

/** Whether "YYYY-MM-DD" names a day the calendar has (not 30 February). */
function isRealDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** A calendar day in India, "2026-10-12": a real date, written year-month-day. */
export const istDateSchema = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((text) => isRealDay(text), {
      error: `${field} must be a real date (YYYY-MM-DD)`,
    });

/**
 * A sale event of the operators' calendar (`GET /api/sale-events`): the days in India it runs,
 * first and last included. Each year's edition carries the same name ("Great Indian Festival"),
 * which is how a verdict finds "the same event last year".
 */
export const saleEventSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  startDate: istDateSchema('startDate'),
  endDate: istDateSchema('endDate'),
});
export type SaleEvent = z.infer<typeof saleEventSchema>;
export const saleEventListSchema = z.array(saleEventSchema);
