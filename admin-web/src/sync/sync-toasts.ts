import type { PriceRangeSyncResult } from '@bli/contracts';
import type { ToastInput } from '@bli/ui';
import { ApiError } from '../lib/api-error';

const SOURCE_NAMES: Record<PriceRangeSyncResult['source'], string> = {
  'creators-api': 'Amazon API',
  keepa: 'Keepa',
};

/** docs/product-rules.md §8 per-range sync success: "Sync Completed" with the message and the source. */
export function rangeSyncSucceeded(result: PriceRangeSyncResult): ToastInput {
  return {
    title: 'Sync Completed',
    description: `${result.message} (source: ${SOURCE_NAMES[result.source] ?? result.source})`,
  };
}

/**
 * docs/product-rules.md §8 per-range sync failure: "Sync Failed" with the server's error, "Sync failed" when
 * the server said nothing readable, "Failed to sync laptops" when it was not reached at all.
 */
export function rangeSyncFailed(error: unknown): ToastInput {
  const description =
    error instanceof ApiError ? (error.serverMessage ?? 'Sync failed') : 'Failed to sync laptops';
  return { title: 'Sync Failed', description, variant: 'destructive' };
}
