import { LAPTOP_STATUSES } from '@bli/contracts';
import { formatAsOf, pageCount } from '@bli/domain';
import { Badge, Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProductSync } from '../keepa/use-product-sync';
import { ListFilters, ListPager } from '../layout/list-controls';
import { readableError } from '../lib/api-error';
import { listQueryFromSearch, searchFromListQuery } from '../lib/list-query';
import { STATUS_LABELS } from '../laptops/laptop-list-query';
import { ManualPriceCell } from './manual-price-cell';
import { priceListQuery, type PriceListQuery } from './laptops.queries';
import { PRICE_SOURCE_LABELS } from './price-sources';

/**
 * `/admin/price-update`: the laptops with their price, "as of" time and source, searched and
 * paged by the server; sync the selected ones (on any page) from the price-history API, or set
 * a price by hand.
 */
export default function PriceUpdatePage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryFromSearch(search, LAPTOP_STATUSES);
  const laptops = useQuery(priceListQuery(query));
  const go = (next: PriceListQuery) => setSearch(searchFromListQuery(next));
  const pages = laptops.data
    ? Math.max(1, pageCount(laptops.data.total, laptops.data.pageSize))
    : 1;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const sync = useProductSync(() => setSelected(new Set()));

  const shown = laptops.data?.items ?? [];
  const allShownSelected = shown.length > 0 && shown.every((laptop) => selected.has(laptop.asin));
  const toggle = (asin: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(asin)) next.delete(asin);
      else next.add(asin);
      return next;
    });
  const toggleAllShown = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const laptop of shown) {
        if (allShownSelected) next.delete(laptop.asin);
        else next.add(laptop.asin);
      }
      return next;
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Price Update</h1>
          <p className="text-sm text-slate-600">
            Refresh selected laptops from the price-history API, or set a price by hand.
          </p>
        </div>
        <Button
          onClick={() => sync.mutate([...selected])}
          disabled={selected.size === 0 || sync.isPending}
        >
          <RefreshCw
            className={`h-4 w-4 ${sync.isPending ? 'animate-spin' : ''}`}
            aria-hidden="true"
          />
          Sync Selected ({selected.size})
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-3">
          <ListFilters
            key={search.toString()}
            query={query}
            states={LAPTOP_STATUSES}
            labels={STATUS_LABELS}
            placeholder="Title, brand, model or ASIN"
            onChange={go}
          />
          {laptops.isPending && <Skeleton className="h-64" />}
          {laptops.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(laptops.error, 'The laptops could not be loaded.')}
            </p>
          )}
          {laptops.data && (
            <>
              <p className="text-sm text-slate-600" data-testid="laptops-total">
                {`${laptops.data.total} laptops`}
                {laptops.isPlaceholderData ? ' · loading…' : ''}
              </p>
              {shown.length === 0 ? (
                <p className="py-8 text-center text-slate-600">No laptop matches.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="border-b border-slate-200 text-slate-600">
                      <tr>
                        <th className="p-2">
                          <input
                            type="checkbox"
                            aria-label="Select all on this page"
                            checked={allShownSelected}
                            onChange={toggleAllShown}
                          />
                        </th>
                        <th className="p-2">Laptop</th>
                        <th className="p-2">ASIN</th>
                        <th className="p-2">Price</th>
                        <th className="p-2">As of</th>
                        <th className="p-2">Source</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {shown.map((laptop) => (
                        <tr key={laptop.asin} data-testid={`laptop-row-${laptop.asin}`}>
                          <td className="p-2">
                            <input
                              type="checkbox"
                              aria-label={`Select ${laptop.asin}`}
                              checked={selected.has(laptop.asin)}
                              onChange={() => toggle(laptop.asin)}
                            />
                          </td>
                          <td className="max-w-md p-2">
                            <span className="line-clamp-2">{laptop.title}</span>
                            {!laptop.isActive && <Badge tone="outline">inactive</Badge>}
                          </td>
                          <td className="p-2 font-mono">{laptop.asin}</td>
                          <td className="p-2">
                            <ManualPriceCell laptop={laptop} />
                          </td>
                          <td className="p-2 text-slate-600" data-testid="as-of">
                            {formatAsOf(laptop.lastUpdated)}
                          </td>
                          <td className="p-2" data-testid="price-source">
                            {PRICE_SOURCE_LABELS[laptop.priceSource] ?? laptop.priceSource}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <ListPager
                page={query.page}
                pages={pages}
                onPage={(page) => go({ ...query, page })}
              />
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
