import type { PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge, Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { RangeSyncButton } from '../sync/range-sync-button';
import { PriceRangeDialog } from './price-range-dialog';
import { priceRangesQuery } from './price-ranges.queries';

/** docs/product-rules.md §2 "Price Ranges" tab: the list with edit and sync, and the add dialog. */
export function PriceRangesTab() {
  const ranges = useQuery(priceRangesQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PriceRange | null>(null);

  return (
    <Card>
      <CardBody className="grid gap-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold">Price Range Management</h2>
            <p className="text-sm text-slate-600">The budget ranges shoppers browse by.</p>
          </div>
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add New Price Range
          </Button>
        </div>
        {ranges.isPending && <Skeleton className="h-40" />}
        {ranges.isError && (
          <p role="alert" className="text-sm text-red-700">
            The price ranges could not be loaded.
          </p>
        )}
        {ranges.data && (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {ranges.data.map((range) => (
              <li
                key={range.id}
                className="flex flex-wrap items-center justify-between gap-3 p-3"
                data-testid={`price-range-${range.slug}`}
              >
                <div>
                  <p className="flex items-center gap-2 font-medium">
                    {range.name}
                    <Badge tone="outline">{range.slug}</Badge>
                    {!range.isActive && <Badge tone="neutral">inactive</Badge>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {range.laptopCount} products tracked · {formatInr(range.minPrice)} -{' '}
                    {formatInr(range.maxPrice)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${range.name}`}
                    onClick={() => setEditing(range)}
                  >
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    Edit
                  </Button>
                  <RangeSyncButton rangeId={range.id} rangeName={range.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <PriceRangeDialog open={adding} onOpenChange={setAdding} />
      {editing && (
        <PriceRangeDialog
          key={editing.id}
          open
          range={editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Card>
  );
}
