import { ApiError } from '../lib/api-error';
import { rangeSyncFailed, rangeSyncSucceeded } from './sync-toasts';

describe('per-range sync toasts', () => {
  it('names the message and the source on success', () => {
    const toast = rangeSyncSucceeded({
      message: 'Synced 12 laptops',
      source: 'keepa',
      runId: 3,
      status: 'succeeded',
      productsProcessed: 12,
    });
    expect(toast).toEqual({
      title: 'Sync Completed',
      description: 'Synced 12 laptops (source: Keepa)',
    });
  });

  it('shows the server error, else "Sync failed", else "Failed to sync laptops"', () => {
    const server = new ApiError(404, '404: …', 'Price range not found', []);
    const silent = new ApiError(502, '502: Bad Gateway', null, []);
    expect(rangeSyncFailed(server).description).toBe('Price range not found');
    expect(rangeSyncFailed(silent).description).toBe('Sync failed');
    expect(rangeSyncFailed(new TypeError('Failed to fetch')).description).toBe(
      'Failed to sync laptops',
    );
    expect(rangeSyncFailed(server)).toMatchObject({ title: 'Sync Failed', variant: 'destructive' });
  });
});
