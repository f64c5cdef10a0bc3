import type { AdminLaptop, LaptopStatus } from '@bli/contracts';
import { formatInr, pageCount } from '@bli/domain';
import { Badge, Button, Card, CardBody, Skeleton } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Download, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { readableError } from '../lib/api-error';
import { priceRangesQuery } from '../price-ranges/price-ranges.queries';
import { thumbnailOf } from './laptop-images';
import {
  availabilityLabel,
  listQueryFromSearch,
  searchFromListQuery,
  STATUS_LABELS,
  withFilter,
  type LaptopListQuery,
} from './laptop-list-query';
import { LaptopPicture } from './laptop-picture';
import { laptopListQuery } from './laptops.queries';
import { parsedFieldsSummary } from './parsed-fields';
import { StatusBadge } from './status-badge';

const selectClasses = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm';

/** The parsed fields of a laptop still awaiting a look. */
function ParsedMarker({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return null;
  return (
    <Badge
      tone="brand"
      title={`Parsed from the listing, to check: ${parsedFieldsSummary(fields, fields.length)}`}
      data-testid="parsed-marker"
    >
      <AlertCircle className="mr-1 h-3 w-3" aria-hidden="true" />
      {fields.length} to check
    </Badge>
  );
}

function LaptopRow({ laptop }: { laptop: AdminLaptop }) {
  return (
    <tr data-testid={`laptop-row-${laptop.asin}`}>
      <td className="w-20 p-2">
        <LaptopPicture
          image={thumbnailOf(laptop.images)}
          brand={laptop.brand}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 rounded"
        />
      </td>
      <td className="max-w-md p-2">
        <Link
          to={`/laptops/${laptop.asin}`}
          className="line-clamp-2 font-medium text-slate-900 hover:underline"
        >
          {laptop.title}
        </Link>
        <span className="font-mono text-xs text-slate-500">{laptop.asin}</span>
      </td>
      <td className="p-2">{laptop.brand}</td>
      <td className="p-2 tabular-nums">{formatInr(laptop.currentPrice)}</td>
      <td className="p-2">
        <StatusBadge status={laptop.status} />
      </td>
      <td className="p-2 text-slate-600">{availabilityLabel(laptop.availability)}</td>
      <td className="p-2">
        <ParsedMarker fields={laptop.parsedFields} />
      </td>
    </tr>
  );
}

function Filters({
  query,
  onChange,
}: {
  query: LaptopListQuery;
  onChange: (query: LaptopListQuery) => void;
}) {
  const ranges = useQuery(priceRangesQuery);
  const [q, setQ] = useState(query.q ?? '');
  const [brand, setBrand] = useState(query.brand ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withFilter(query, { q: q.trim() || undefined, brand: brand.trim() || undefined }));
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} role="search">
      <label className="grid gap-1 text-sm font-medium">
        Search
        <input
          type="search"
          name="q"
          placeholder="Title, brand, model or ASIN"
          className={`${selectClasses} w-72`}
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Brand
        <input
          name="brand"
          placeholder="Any brand"
          className={`${selectClasses} w-36`}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        State
        <select
          name="status"
          className={selectClasses}
          value={query.status ?? ''}
          onChange={(event) =>
            onChange(
              withFilter(query, {
                status: (event.target.value || undefined) as LaptopStatus | undefined,
              }),
            )
          }
        >
          <option value="">Any state</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Price range
        <select
          name="priceRangeId"
          className={selectClasses}
          value={query.priceRangeId ?? ''}
          onChange={(event) =>
            onChange(
              withFilter(query, {
                priceRangeId: event.target.value ? Number(event.target.value) : undefined,
              }),
            )
          }
        >
          <option value="">Any range</option>
          {(ranges.data ?? []).map((range) => (
            <option key={range.id} value={range.id}>
              {range.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        <Search className="h-4 w-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

/** `/admin/laptops`: every laptop in any state, searched, filtered and paged by the server. */
export default function LaptopsPage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryFromSearch(search);
  const list = useQuery(laptopListQuery(query));
  const go = (next: LaptopListQuery) => setSearch(searchFromListQuery(next));
  const pages = list.data ? Math.max(1, pageCount(list.data.total, list.data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Laptops</h1>
          <p className="text-sm text-slate-600">
            Every laptop, drafts and retired ones too. Open one to edit, publish or retire it.
          </p>
        </div>
        <Button asChild>
          <Link to="/laptops/import">
            <Download className="h-4 w-4" aria-hidden="true" />
            Import from Amazon
          </Link>
        </Button>
      </div>
      <Card>
        <CardBody className="grid gap-4">
          {/* Re-mounted when the address changes (back button), so the boxes show its words. */}
          <Filters key={search.toString()} query={query} onChange={go} />
          {list.isPending && <Skeleton className="h-64" />}
          {list.isError && (
            <p role="alert" className="text-sm text-red-700">
              {readableError(list.error, 'The laptops could not be loaded.')}
            </p>
          )}
          {list.data && (
            <>
              <p className="text-sm text-slate-600" data-testid="laptops-total">
                {list.data.total} laptops
                {list.isPlaceholderData ? ' · loading…' : ''}
              </p>
              {list.data.items.length === 0 ? (
                <p className="py-8 text-center text-slate-600">No laptop matches.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="border-b border-slate-200 text-slate-600">
                      <tr>
                        <th className="p-2">
                          <span className="sr-only">Picture</span>
                        </th>
                        <th className="p-2">Laptop</th>
                        <th className="p-2">Brand</th>
                        <th className="p-2">Price</th>
                        <th className="p-2">State</th>
                        <th className="p-2">Availability</th>
                        <th className="p-2">Parsed fields</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {list.data.items.map((laptop) => (
                        <LaptopRow key={laptop.asin} laptop={laptop} />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page <= 1}
                  onClick={() => go({ ...query, page: query.page - 1 })}
                >
                  Previous
                </Button>
                <span data-testid="laptops-page">
                  Page {query.page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={query.page >= pages}
                  onClick={() => go({ ...query, page: query.page + 1 })}
                >
                  Next
                </Button>
              </nav>
            </>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
