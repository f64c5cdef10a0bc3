import { formatAsOf } from '@bli/domain';
import { Badge, Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useProductSync } from '../keepa/use-product-sync';
import { ManualPriceCell } from './manual-price-cell';
import { adminLaptopsQuery } from './laptops.queries';
import { PRICE_SOURCE_LABELS } from './price-sources';

/**
 * `/admin/price-update`: every laptop with its price, "as of" time and source; sync the
 * selected ones from the price-history API, or set a price by hand.
 */
export default function PriceUpdatePage() {
  const laptops = useQuery(adminLaptopsQuery);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const sync = useProductSync(() => setSelected(new Set()));

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = laptops.data ?? [];
    if (!needle) return all;
    return all.filter(
      (laptop) =>
        laptop.asin.toLowerCase().includes(needle) || laptop.title.toLowerCase().includes(needle),
    );
  }, [laptops.data, filter]);
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
          <input
            type="search"
            aria-label="Filter by ASIN or title"
            placeholder="Filter by ASIN or title"
            className="w-full max-w-sm rounded-md border border-slate-300 px-3 py-2 text-sm"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          {laptops.isPending && <Skeleton className="h-64" />}
          {laptops.isError && (
            <p role="alert" className="text-sm text-red-700">
              The laptops could not be loaded.
            </p>
          )}
          {laptops.data && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th className="p-2">
                      <input
                        type="checkbox"
                        aria-label="Select all shown"
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
        </CardBody>
      </Card>
    </div>
  );
}
