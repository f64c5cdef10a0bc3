import { z } from 'zod';

export const processorSpecSchema = z.object({
  name: z.string(),
  brand: z.enum(['AMD', 'Intel']),
  generation: z.string(),
  cores: z.number().int().positive(),
  threads: z.number().int().positive(),
  baseFreq: z.number().positive(),
  boostFreq: z.number().positive(),
  tdp: z.number().positive(),
  architecture: z.string(),
});
export type ProcessorSpec = z.infer<typeof processorSpecSchema>;

const pair = <T extends z.ZodType>(item: T) => z.tuple([item, item]);

export const processorComparisonSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  processor1: processorSpecSchema,
  processor2: processorSpecSchema,
  comparison: z.object({
    performance: z.object({
      singleCore: pair(z.number()),
      multiCore: pair(z.number()),
      gaming: pair(z.number()),
      productivity: pair(z.number()),
    }),
    efficiency: z.object({
      powerConsumption: pair(z.string()),
      batteryLife: pair(z.string()),
      thermals: pair(z.string()),
    }),
    useCase: z.array(
      z.object({ title: z.string(), recommendation: z.string(), reason: z.string() }),
    ),
  }),
  budgetRange: z.object({ min: z.number().int(), max: z.number().int() }),
  availability: z.string(),
});
export type ProcessorComparison = z.infer<typeof processorComparisonSchema>;
export const processorComparisonListSchema = z.array(processorComparisonSchema);
