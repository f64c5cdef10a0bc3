import { Button } from '@bli/ui';
import { Loader2, RefreshCw } from 'lucide-react';
import { useRangeSync } from './range-sync-context';

/** Sync one range: disabled with a spinner while it runs, or while more than 3 run. */
export function RangeSyncButton({ rangeId, rangeName }: { rangeId: number; rangeName: string }) {
  const { isSyncing, canStartSingle, syncRange } = useRangeSync();
  const syncing = isSyncing(rangeId);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={syncing || !canStartSingle}
      aria-label={`Sync ${rangeName}`}
      onClick={() => void syncRange(rangeId)}
    >
      {syncing ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
      )}
      {syncing ? 'Syncing...' : 'Sync'}
    </Button>
  );
}
