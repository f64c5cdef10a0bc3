import type { SyncRun } from '@bli/contracts';
import { Badge, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { StatTile } from '../layout/stat-tile';
import { formatIst } from '../lib/ist-time';
import { priceRangesQuery } from '../price-ranges/price-ranges.queries';
import { activitySummary, describeRun } from './activity-summary';
import { CLICK_WINDOW_DAYS, clickStatsQuery, syncRunsQuery } from './activity.queries';

const STATUS_TONES: Record<SyncRun['status'], 'success' | 'danger' | 'info' | 'neutral'> = {
  succeeded: 'success',
  failed: 'danger',
  running: 'info',
  queued: 'neutral',
};

/** Recent Activity: the real sync runs and buy clicks (not the spec's static sample). */
export function RecentActivityTab() {
  const runs = useQuery(syncRunsQuery);
  const clicks = useQuery(clickStatsQuery);
  const ranges = useQuery(priceRangesQuery);
  const rangeNames = new Map((ranges.data ?? []).map((range) => [range.id, range.name]));
  const summary = activitySummary(runs.data ?? [], clicks.data);

  return (
    <Card>
      <CardBody className="grid gap-4 p-6">
        <h2 className="text-lg font-semibold">Recent Activity</h2>
        <div className="grid gap-4 sm:grid-cols-3" data-testid="activity-summary">
          <StatTile
            label="Successful Syncs"
            value={`${summary.succeededRuns}/${summary.finishedRuns}`}
            detail="of the latest finished runs"
          />
          <StatTile
            label="Products Synced"
            value={summary.productsSynced}
            detail="by the runs below"
          />
          <StatTile
            label="Buy Clicks"
            value={summary.clicks}
            detail={`in the last ${CLICK_WINDOW_DAYS} days`}
          />
        </div>

        <section>
          <h3 className="mb-2 font-medium">Sync runs</h3>
          {runs.isPending && <Skeleton className="h-32" />}
          {runs.isError && (
            <p role="alert" className="text-sm text-red-700">
              The sync runs could not be loaded.
            </p>
          )}
          {runs.data?.length === 0 && <p className="text-sm text-slate-600">No syncs yet.</p>}
          {runs.data && runs.data.length > 0 && (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {runs.data.map((run) => (
                <li key={run.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <Badge tone={STATUS_TONES[run.status]}>{run.status}</Badge>
                  <span className="font-medium">
                    {describeRun(
                      run,
                      run.priceRangeId ? rangeNames.get(run.priceRangeId) : undefined,
                    )}
                  </span>
                  <span className="text-slate-600">
                    {run.productsProcessed}/{run.productsTotal} products
                    {run.errorCount > 0 ? `, ${run.errorCount} errors` : ''}
                  </span>
                  <span className="ml-auto text-slate-500">{formatIst(run.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section>
          <h3 className="mb-2 font-medium">Most clicked laptops</h3>
          {clicks.isError && (
            <p role="alert" className="text-sm text-red-700">
              The click counts could not be loaded.
            </p>
          )}
          {clicks.data?.perLaptop.length === 0 && (
            <p className="text-sm text-slate-600">No buy clicks in this period.</p>
          )}
          {clicks.data && clicks.data.perLaptop.length > 0 && (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
              {clicks.data.perLaptop.slice(0, 10).map((laptop) => (
                <li key={laptop.laptopId} className="flex items-center gap-3 p-3 text-sm">
                  <span className="font-medium">{laptop.slug}</span>
                  <span className="text-slate-500">{laptop.asin}</span>
                  <span className="ml-auto tabular-nums">{laptop.clicks} clicks</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardBody>
    </Card>
  );
}
