import type { PriceSource } from '@bli/contracts';

/** How the price-update table names where a price came from. */
export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  'creators-api': 'Amazon API',
  keepa: 'Keepa',
  admin: 'Manual',
  seed: 'Demo data',
};
