import { z } from 'zod';
import { queryFlag } from '../common/primitives.schema';

/**
 * The spec-sheet filters behind `/laptops/{filterType}/{filterValue}`:
 * each type with the values it accepts.
 */
export const LAPTOP_FILTERS = {
  processor: ['amd', 'intel'],
  ram: ['8gb', '16gb'],
  storage: ['ssd'],
  graphics: ['dedicated'],
} as const;

export type LaptopFilterType = keyof typeof LAPTOP_FILTERS;
export type LaptopFilter = {
  [T in LaptopFilterType]: { filterType: T; filterValue: (typeof LAPTOP_FILTERS)[T][number] };
}[LaptopFilterType];

export const laptopFilterTypeSchema = z.enum(
  Object.keys(LAPTOP_FILTERS) as [LaptopFilterType, ...LaptopFilterType[]],
  { error: `filterType must be one of: ${Object.keys(LAPTOP_FILTERS).join(', ')}` },
);

export const laptopFilterSchema = z
  .object({ filterType: laptopFilterTypeSchema, filterValue: z.string() })
  .superRefine((value, ctx) => {
    const allowed: readonly string[] = LAPTOP_FILTERS[value.filterType];
    if (!allowed.includes(value.filterValue)) {
      ctx.addIssue({
        code: 'custom',
        path: ['filterValue'],
        message: `filterValue for ${value.filterType} must be one of: ${allowed.join(', ')}`,
      });
    }
  })
  .transform((value) => value as LaptopFilter);

const queryNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .nonnegative({ error: `${field} must not be negative` });

/** What a laptop must meet to be listed for a use case (`GET /api/laptops/matching?…`). */
export const laptopCriteriaSchema = z
  .object({
    minPrice: queryNumber('minPrice').int({ error: 'minPrice must be whole rupees' }).default(0),
    maxPrice: queryNumber('maxPrice').int({ error: 'maxPrice must be whole rupees' }),
    minRamGb: queryNumber('minRamGb').int({ error: 'minRamGb must be a whole number' }).optional(),
    maxWeightKg: queryNumber('maxWeightKg').optional(),
    requiresSsd: queryFlag('requiresSsd').optional(),
    requiresDedicatedGraphics: queryFlag('requiresDedicatedGraphics').optional(),
    minBatteryHours: queryNumber('minBatteryHours').optional(),
  })
  .strict()
  .refine((value) => value.minPrice <= value.maxPrice, {
    path: ['minPrice'],
    error: 'minPrice must not be greater than maxPrice',
  });
export type LaptopCriteria = z.output<typeof laptopCriteriaSchema>;
