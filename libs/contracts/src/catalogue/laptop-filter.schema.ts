import { z } from 'zod';
import { laptopListRequestShape, type LaptopListRequest } from './laptop-list.schema';
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

/** One page of a filter page's laptops (`GET /api/laptops/{filterType}/{filterValue}?page=`). */
export const laptopFilterRequestSchema = z
  .object({
    filterType: laptopFilterTypeSchema,
    filterValue: z.string(),
    ...laptopListRequestShape,
  })
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
  .transform((value) => value as LaptopFilter & LaptopListRequest);

const queryNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .nonnegative({ error: `${field} must not be negative` });

const criteriaShape = {
  minPrice: queryNumber('minPrice').int({ error: 'minPrice must be whole rupees' }).default(0),
  maxPrice: queryNumber('maxPrice').int({ error: 'maxPrice must be whole rupees' }),
  minRamGb: queryNumber('minRamGb').int({ error: 'minRamGb must be a whole number' }).optional(),
  maxWeightKg: queryNumber('maxWeightKg').optional(),
  requiresSsd: queryFlag('requiresSsd').optional(),
  requiresDedicatedGraphics: queryFlag('requiresDedicatedGraphics').optional(),
  minBatteryHours: queryNumber('minBatteryHours').optional(),
};

const pricesInOrder = (value: { minPrice: number; maxPrice: number }) =>
  value.minPrice <= value.maxPrice;
const pricesOutOfOrder = {
  path: ['minPrice'],
  error: 'minPrice must not be greater than maxPrice',
};

/** What a laptop must meet to be listed for a use case (a use case's stored criteria). */
export const laptopCriteriaSchema = z
  .object(criteriaShape)
  .strict()
  .refine(pricesInOrder, pricesOutOfOrder);
export type LaptopCriteria = z.output<typeof laptopCriteriaSchema>;

/** One page of a use case's laptops (`GET /api/laptops/matching?…&page=`). */
export const laptopMatchingRequestSchema = z
  .object({ ...criteriaShape, ...laptopListRequestShape })
  .strict()
  .refine(pricesInOrder, pricesOutOfOrder);
