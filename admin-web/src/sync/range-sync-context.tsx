import { toast } from '@bli/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { syncPriceRange } from './sync.queries';
import { canStartRangeSync, syncAllPercent, syncAllSchedule } from './sync-rules';
import { rangeSyncFailed, rangeSyncSucceeded } from './sync-toasts';

interface SyncAllProgress {
  total: number;
  finished: number;
}

interface RangeSyncState {
  /** docs/product-rules.md §2 source switch: off = Amazon API, on = Keepa. */
  useKeepa: boolean;
  setUseKeepa: (useKeepa: boolean) => void;
  inProgress: ReadonlySet<number>;
  isSyncing: (rangeId: number) => boolean;
  /** False when more than 3 syncs run (docs/product-rules.md §4). */
  canStartSingle: boolean;
  syncRange: (rangeId: number) => Promise<void>;
  syncAll: (rangeIds: readonly number[]) => void;
  /** Percent finished while a sync-all runs; null otherwise. */
  syncAllPercent: number | null;
}

const RangeSyncContext = createContext<RangeSyncState | null>(null);

export function useRangeSync(): RangeSyncState {
  const state = use(RangeSyncContext);
  if (!state) throw new Error('useRangeSync needs <RangeSyncProvider>');
  return state;
}

/**
 * The per-range sync state machine of docs/product-rules.md §4 (idle → syncing → success/failure, the range
 * leaving the in-progress set either way), shared by the Amazon API and Price Ranges tabs so
 * a sync started in one shows in the other.
 */
export function RangeSyncProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [useKeepa, setUseKeepa] = useState(false);
  const [inProgress, setInProgress] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<SyncAllProgress | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const keepaRef = useRef(useKeepa);
  keepaRef.current = useKeepa;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const syncRange = useCallback(
    async (rangeId: number) => {
      setInProgress((current) => new Set(current).add(rangeId));
      try {
        const result = await syncPriceRange({ priceRangeId: rangeId, useKeepa: keepaRef.current });
        toast(rangeSyncSucceeded(result));
      } catch (error) {
        toast(rangeSyncFailed(error));
      } finally {
        setInProgress((current) => {
          const next = new Set(current);
          next.delete(rangeId);
          return next;
        });
        // New prices move stats, range counts, the laptop list and the run log.
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
      }
    },
    [queryClient],
  );

  const syncAll = useCallback(
    (rangeIds: readonly number[]) => {
      if (rangeIds.length === 0) return;
      setProgress({ total: rangeIds.length, finished: 0 });
      for (const { item, delayMs } of syncAllSchedule(rangeIds)) {
        const timer = setTimeout(() => {
          void syncRange(item).finally(() =>
            setProgress((current) => {
              if (!current) return current;
              const finished = current.finished + 1;
              return finished >= current.total ? null : { ...current, finished };
            }),
          );
        }, delayMs);
        timers.current.push(timer);
      }
    },
    [syncRange],
  );

  const value = useMemo<RangeSyncState>(
    () => ({
      useKeepa,
      setUseKeepa,
      inProgress,
      isSyncing: (rangeId) => inProgress.has(rangeId),
      canStartSingle: canStartRangeSync(inProgress.size),
      syncRange,
      syncAll,
      syncAllPercent: progress ? syncAllPercent(progress.finished, progress.total) : null,
    }),
    [useKeepa, inProgress, syncRange, syncAll, progress],
  );
  return <RangeSyncContext value={value}>{children}</RangeSyncContext>;
}
