import type { ObservationSource, SyncRun as SyncRunView } from '@bli/contracts';
import type { SyncRun } from '../entities';

export function toSyncRunView(run: SyncRun): SyncRunView {
  return {
    id: run.id,
    kind: run.kind as SyncRunView['kind'],
    requestedSource: run.requestedSource as SyncRunView['requestedSource'],
    sources: run.sources as ObservationSource[],
    priceRangeId: run.priceRangeId,
    asinCount: run.asins?.length ?? null,
    status: run.status as SyncRunView['status'],
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    productsTotal: run.productsTotal,
    productsProcessed: run.productsProcessed,
    pricePointsAdded: run.pricePointsAdded,
    errorCount: run.errorCount,
    errors: run.errors,
    message: run.message,
    keepaTokensSpent: run.keepaTokensSpent,
    creatorsApiRequests: run.creatorsApiRequests,
  };
}
