import { formatInr } from '@bli/domain';
import { Button, Card, CardBody, Progress, Skeleton, Switch } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { priceRangesQuery } from '../price-ranges/price-ranges.queries';
import { RangeSyncButton } from './range-sync-button';
import { useRangeSync } from './range-sync-context';

/** docs/product-rules.md §2 "Amazon API" tab: per-range sync with the source switch, and sync all. */
export function AmazonSyncTab() {
  const ranges = useQuery(priceRangesQuery);
  const sync = useRangeSync();
  const switchId = useId();
  const running = sync.syncAllPercent !== null;
  // Inactive ranges are not on the site: nothing to refresh for shoppers there.
  const active = ranges.data?.filter((range) => range.isActive);

  return (
    <Card>
      <CardBody className="grid gap-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold">Amazon Product Sync</h2>
            <p className="text-sm text-slate-600">
              Refresh the prices of a price range&apos;s laptops from Amazon&apos;s Creators API, or
              from Keepa&apos;s price history.
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={sync.useKeepa}
              onCheckedChange={sync.setUseKeepa}
              aria-label="Use Keepa instead of the Amazon API"
            />
            <label htmlFor={switchId} className="text-sm font-medium">
              {sync.useKeepa ? 'Source: Keepa API' : 'Source: Amazon API'}
            </label>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <Button
            onClick={() => sync.syncAll((active ?? []).map((range) => range.id))}
            disabled={running || !active?.length}
          >
            <RefreshCw className={`h-4 w-4 ${running ? 'animate-spin' : ''}`} aria-hidden="true" />
            Sync All Price Ranges
          </Button>
          {running && (
            <div
              className="flex min-w-64 flex-1 items-center gap-3"
              data-testid="sync-all-progress"
            >
              <Progress value={sync.syncAllPercent ?? 0} aria-label="Sync all progress" />
              <span className="w-12 text-right text-sm font-medium tabular-nums">
                {sync.syncAllPercent}%
              </span>
            </div>
          )}
        </div>
        {!sync.canStartSingle && (
          <p className="text-sm text-amber-700">
            More than 3 syncs are running: wait for one to finish before starting another.
          </p>
        )}

        {ranges.isPending && <Skeleton className="h-40" />}
        {ranges.isError && (
          <p role="alert" className="text-sm text-red-700">
            The price ranges could not be loaded.
          </p>
        )}
        {active && (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {active.map((range) => (
              <li
                key={range.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
                data-testid={`sync-range-${range.slug}`}
              >
                <div>
                  <p className="font-medium">{range.name}</p>
                  <p className="text-sm text-slate-600">
                    {range.laptopCount} products tracked · {formatInr(range.minPrice)} -{' '}
                    {formatInr(range.maxPrice)}
                  </p>
                </div>
                <RangeSyncButton rangeId={range.id} rangeName={range.name} />
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
