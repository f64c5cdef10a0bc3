import { z } from 'zod';

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
