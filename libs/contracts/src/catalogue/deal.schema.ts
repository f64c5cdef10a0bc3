import { z } from 'zod';
import { isoDateTimeSchema, rupeesSchema } from '../common/primitives.schema';

export const DEAL_TYPES = ['flash', 'bank', 'exchange'] as const;
export const dealTypeSchema = z.enum(DEAL_TYPES);
export type DealType = z.infer<typeof dealTypeSchema>;

export const dealSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  dealType: dealTypeSchema,
  discountPrice: rupeesSchema,
  originalPrice: rupeesSchema,
  expiresAt: isoDateTimeSchema.nullable(),
  isActive: z.boolean(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealListSchema = z.array(dealSchema);
