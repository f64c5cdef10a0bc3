import { z } from 'zod';
import type { LaptopCriteria } from '../catalogue/laptop-filter.schema';

/** The catalogue's laptop criteria, as stored with each use case. */
export const useCaseCriteriaSchema = z.object({
  minPrice: z.number().int().nonnegative(),
  maxPrice: z.number().int().positive(),
  minRamGb: z.number().int().positive().optional(),
  maxWeightKg: z.number().positive().optional(),
  requiresSsd: z.boolean().optional(),
  requiresDedicatedGraphics: z.boolean().optional(),
  minBatteryHours: z.number().positive().optional(),
}) satisfies z.ZodType<LaptopCriteria>;
export type UseCaseCriteria = z.infer<typeof useCaseCriteriaSchema>;

/** A use-case entry (docs/product-rules.md §3) plus what a laptop must meet to be listed for it. */
export const useCaseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  targetAudience: z.array(z.string()),
  requirements: z.array(z.string()),
  budgetRange: z.string(),
  path: z.string(),
  color: z.string(),
  criteria: useCaseCriteriaSchema,
  /** Sanitised HTML. */
  guidance: z.string(),
  /** The editor's picks, in order, each with a paragraph (plain text); the page shows them first. */
  picks: z.array(z.object({ laptopSlug: z.string(), note: z.string() })),
});
export type UseCase = z.infer<typeof useCaseSchema>;
export const useCaseListSchema = z.array(useCaseSchema);
