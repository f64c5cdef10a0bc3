import { definePattern } from '../common/pattern';
import {
  affiliateLinkCommandSchema,
  affiliateUrlSchema,
  clickStatsQuerySchema,
  clickStatsSchema,
} from './affiliate.schema';

/** Every request/reply message the affiliate service answers, in the queue group "affiliate". */
export const AffiliatePatterns = {
  /** Builds the tagged amazon.in link of a catalogue laptop and logs the click. */
  linkCreate: definePattern(
    'affiliate.links.create',
    affiliateLinkCommandSchema,
    affiliateUrlSchema,
  ),
  clickStats: definePattern('affiliate.clicks.stats', clickStatsQuerySchema, clickStatsSchema),
} as const;
