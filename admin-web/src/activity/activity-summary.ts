import type { ClickStats, SyncRun } from '@bli/contracts';

export interface ActivitySummary {
  /** Runs that finished successfully, of those listed. */
  succeededRuns: number;
  finishedRuns: number;
  /** Products refreshed by the listed runs. */
  productsSynced: number;
  /** Buy clicks in the click window. */
  clicks: number;
}

/** The Recent Activity tab's three tiles, from the real runs and click counts. */
export function activitySummary(
  runs: readonly SyncRun[],
  clicks: Pick<ClickStats, 'total'> | undefined,
): ActivitySummary {
  const finished = runs.filter((run) => run.status === 'succeeded' || run.status === 'failed');
  return {
    succeededRuns: finished.filter((run) => run.status === 'succeeded').length,
    finishedRuns: finished.length,
    productsSynced: runs.reduce((sum, run) => sum + run.productsProcessed, 0),
    clicks: clicks?.total ?? 0,
  };
}

const KIND_LABELS: Record<SyncRun['kind'], string> = {
  scheduled: 'Scheduled refresh',
  'price-range': 'Price range sync',
  asins: 'Product sync',
};

const SOURCE_LABELS: Record<string, string> = {
  'creators-api': 'Amazon API',
  keepa: 'Keepa',
  auto: 'Amazon API, Keepa as fallback',
};

/** "Price range sync · Amazon API" — what a run did and from where. */
export function describeRun(run: SyncRun, rangeName?: string): string {
  const kind = rangeName ? `${KIND_LABELS[run.kind]}: ${rangeName}` : KIND_LABELS[run.kind];
  const sources = run.sources.length > 0 ? run.sources : [run.requestedSource];
  return `${kind} · ${sources.map((source) => SOURCE_LABELS[source] ?? source).join(' + ')}`;
}
