import { z } from 'zod';
import { MAX_PRICE_RUPEES } from '../common/primitives.schema';

/** What a shopper can ask to be told about a laptop (issue #22). */
export const ALERT_KINDS = [
  'target-price',
  'percent-drop',
  'back-in-stock',
  'all-time-low',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** "Any drop of at least N %" when the shopper names no N. */
export const DEFAULT_DROP_PERCENT = 5;

export const alertConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('target-price'),
      /** Whole rupees, below the laptop's current price when the alert is set. */
      targetPrice: z
        .number({ error: 'targetPrice must be a whole number of rupees' })
        .int({ error: 'targetPrice must be a whole number of rupees' })
        .min(1, { error: 'targetPrice must be at least ₹1' })
        .max(MAX_PRICE_RUPEES, { error: 'targetPrice is too high' }),
    }),
    z.object({
      kind: z.literal('percent-drop'),
      percent: z
        .number({ error: 'percent must be a whole number from 1 to 90' })
        .int({ error: 'percent must be a whole number from 1 to 90' })
        .min(1, { error: 'percent must be a whole number from 1 to 90' })
        .max(90, { error: 'percent must be a whole number from 1 to 90' })
        .default(DEFAULT_DROP_PERCENT),
    }),
    z.object({ kind: z.literal('back-in-stock') }),
    z.object({ kind: z.literal('all-time-low') }),
  ],
  { error: `kind must be one of ${ALERT_KINDS.join(', ')}` },
);
export type AlertCondition = z.infer<typeof alertConditionSchema>;
