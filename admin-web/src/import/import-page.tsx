import {
  MAX_IMPORT_ASINS,
  RETAILER_SEARCH_MAX_PAGE,
  type ImportResult,
  type RetailerProduct,
} from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Badge, Button, Card, CardBody, Skeleton, toast } from '@bli/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../layout/form-field';
import { ApiError, fieldErrorsByName, readableError } from '../lib/api-error';
import { LaptopPicture } from '../laptops/laptop-picture';
import {
  asinsNamedIn,
  canSelect,
  retailerSearchFromForm,
  retailerSearchFromUrl,
  toggleSelection,
  urlFromRetailerSearch,
  withoutAsins,
  type ImportSelection,
  type RetailerSearchParams,
} from './import-selection';
import { importLaptops, retailerSearchQuery } from './import.queries';

const SOURCE_LABELS: Record<string, string> = {
  'creators-api': "Amazon's Creators API",
  keepa: 'Keepa',
};

/** What a failed call means for an operator: Keepa's tokens, an asin already there, or else. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429) {
    return `Keepa's tokens are used up: ${error.serverMessage ?? 'try again later'}`;
  }
  return readableError(error, fallback);
}

function SearchForm({
  asked,
  onSearch,
  serverErrors,
  searching,
}: {
  asked: RetailerSearchParams | null;
  onSearch: (params: RetailerSearchParams) => void;
  serverErrors: Record<string, string>;
  searching: boolean;
}) {
  const [form, setForm] = useState({
    q: asked?.q ?? '',
    minPrice: asked?.minPrice === undefined ? '' : String(asked.minPrice),
    maxPrice: asked?.maxPrice === undefined ? '' : String(asked.maxPrice),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = retailerSearchFromForm(form);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSearch(result.params);
  };
  const shown = { ...serverErrors, ...errors };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate role="search">
      <TextField
        label="Search Amazon"
        name="q"
        placeholder="e.g. gaming laptop RTX 4060"
        className="w-80"
        value={form.q}
        error={shown.q}
        onChange={(event) => setForm({ ...form, q: event.target.value })}
      />
      <TextField
        label="Min price (₹)"
        name="minPrice"
        inputMode="numeric"
        className="w-36"
        value={form.minPrice}
        error={shown.minPrice}
        onChange={(event) => setForm({ ...form, minPrice: event.target.value })}
      />
      <TextField
        label="Max price (₹)"
        name="maxPrice"
        inputMode="numeric"
        className="w-36"
        value={form.maxPrice}
        error={shown.maxPrice}
        onChange={(event) => setForm({ ...form, maxPrice: event.target.value })}
      />
      <Button type="submit" variant="outline" disabled={searching}>
        {searching ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Search className="h-4 w-4" aria-hidden="true" />
        )}
        Search
      </Button>
    </form>
  );
}

function ResultRow({
  product,
  selection,
  conflict,
  onToggle,
}: {
  product: RetailerProduct;
  selection: ImportSelection;
  conflict: boolean;
  onToggle: (product: RetailerProduct) => void;
}) {
  const selectable = canSelect(selection, product);
  return (
    <tr data-testid={`result-${product.asin}`} className={conflict ? 'bg-red-50' : undefined}>
      <td className="p-2">
        <input
          type="checkbox"
          aria-label={`Select ${product.asin}`}
          checked={selection.has(product.asin)}
          disabled={!selectable}
          onChange={() => onToggle(product)}
        />
      </td>
      <td className="w-24 p-2">
        <LaptopPicture
          image={product.imageUrl ? { url: product.imageUrl, width: 80, height: 60 } : null}
          brand={product.brand ?? 'Laptop'}
          alt=""
          width={80}
          height={60}
          className="h-15 w-20 rounded"
        />
      </td>
      <td className="max-w-lg p-2">
        <span className="line-clamp-2">{product.title}</span>
        <span className="font-mono text-xs text-slate-500">{product.asin}</span>
      </td>
      <td className="p-2">{product.brand ?? '—'}</td>
      <td className="p-2 tabular-nums">
        {product.price === null ? 'No offer' : formatInr(product.price)}
      </td>
      <td className="p-2">
        {product.inCatalogue ? (
          <Link to={`/laptops/${product.asin}`} data-testid="in-catalogue">
            <Badge tone="success">In catalogue</Badge>
          </Link>
        ) : conflict ? (
          <Badge tone="danger">Already in the catalogue</Badge>
        ) : null}
      </td>
    </tr>
  );
}

function ImportOutcome({ result }: { result: ImportResult }) {
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-4" data-testid="import-result">
      {result.imported.length > 0 && (
        <div>
          <h3 className="font-medium text-green-800">
            Imported {result.imported.length} as drafts
          </h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {result.imported.map((item) => (
              <li key={item.asin}>
                <Link to={`/laptops/${item.asin}`} className="text-orange-700 underline">
                  {item.slug}
                </Link>{' '}
                <span className="font-mono text-xs text-slate-500">{item.asin}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.failed.length > 0 && (
        <div>
          <h3 className="font-medium text-red-800">Failed: {result.failed.length}</h3>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="import-failed">
            {result.failed.map((item) => (
              <li key={item.asin}>
                <span className="font-mono">{item.asin}</span>: {item.error}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * `/admin/laptops/import`: search amazon.in (Creators API, else Keepa), tick up to ten laptops
 * not in the catalogue, import them as drafts and open them in the editor.
 */
export default function ImportPage() {
  const [search, setSearch] = useSearchParams();
  const asked = retailerSearchFromUrl(search);
  const results = useQuery({
    ...retailerSearchQuery(asked ?? { q: '', page: 1 }),
    enabled: asked !== null,
  });
  const [selection, setSelection] = useState<ImportSelection>(new Map());
  const [conflicts, setConflicts] = useState<string[]>([]);
  const queryClient = useQueryClient();
  const doImport = useMutation({
    mutationFn: (asins: string[]) => importLaptops(asins),
    onMutate: () => setConflicts([]),
    onSuccess: (result) => {
      setSelection((current) =>
        withoutAsins(
          current,
          result.imported.map((item) => item.asin),
        ),
      );
      toast({
        title: 'Import finished',
        description: `${result.imported.length} imported, ${result.failed.length} failed`,
      });
      // The lists, the stats and the search's "In catalogue" marks all change.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflicts(asinsNamedIn(error.serverMessage ?? error.message, selection.keys()));
      }
    },
  });
  const go = (params: RetailerSearchParams) => setSearch(urlFromRetailerSearch(params));
  const searchErrors = fieldErrorsByName(results.error, ['q', 'minPrice', 'maxPrice', 'page']);
  const page = results.data?.page ?? asked?.page ?? 1;

  return (
    <div className="grid gap-4">
      <div>
        <Link to="/laptops" className="text-sm text-orange-700">
          ← Laptops
        </Link>
        <h1 className="text-2xl font-bold">Import from Amazon</h1>
        <p className="text-sm text-slate-600">
          Find laptops on amazon.in and import up to {MAX_IMPORT_ASINS} at once as drafts: their
          pictures, offer and the specification parsed from the listing, for you to check.
        </p>
      </div>
      <Card>
        <CardBody className="grid gap-4">
          <SearchForm
            key={search.toString()}
            asked={asked}
            onSearch={go}
            serverErrors={searchErrors}
            searching={results.isFetching}
          />
          {results.isError &&
            !searchErrors.q &&
            !searchErrors.minPrice &&
            !searchErrors.maxPrice && (
              <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                {failureText(results.error, 'The search failed')}
              </p>
            )}
          {asked && results.isPending && <Skeleton className="h-64" />}
          {results.data && (
            <>
              <p className="text-sm text-slate-600">
                {results.data.products.length} results from{' '}
                {SOURCE_LABELS[results.data.source] ?? results.data.source}, page {page}
                {results.isPlaceholderData ? ' · loading…' : ''}
              </p>
              {results.data.products.length === 0 ? (
                <p className="py-6 text-center text-slate-600">Nothing found.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm" data-testid="retailer-results">
                    <thead className="border-b border-slate-200 text-slate-600">
                      <tr>
                        <th className="p-2">
                          <span className="sr-only">Select</span>
                        </th>
                        <th className="p-2">
                          <span className="sr-only">Picture</span>
                        </th>
                        <th className="p-2">Laptop</th>
                        <th className="p-2">Brand</th>
                        <th className="p-2">Price</th>
                        <th className="p-2">Catalogue</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-100">
                      {results.data.products.map((product) => (
                        <ResultRow
                          key={product.asin}
                          product={product}
                          selection={selection}
                          conflict={conflicts.includes(product.asin)}
                          onToggle={(ticked) =>
                            setSelection((current) => toggleSelection(current, ticked))
                          }
                        />
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <nav aria-label="Result pages" className="flex items-center justify-between text-sm">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!asked || page <= 1}
                  onClick={() => asked && go({ ...asked, page: page - 1 })}
                >
                  Previous
                </Button>
                <span>Page {page}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!asked || !results.data.hasMore || page >= RETAILER_SEARCH_MAX_PAGE}
                  onClick={() => asked && go({ ...asked, page: page + 1 })}
                >
                  Next
                </Button>
              </nav>
            </>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm" data-testid="selection-count">
              {selection.size} of {MAX_IMPORT_ASINS} selected
              {selection.size > 0 && `: ${[...selection.keys()].join(', ')}`}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                disabled={selection.size === 0 || doImport.isPending}
                onClick={() => setSelection(new Map())}
              >
                Clear
              </Button>
              <Button
                disabled={selection.size === 0 || doImport.isPending}
                onClick={() => doImport.mutate([...selection.keys()])}
              >
                {doImport.isPending ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Download className="h-4 w-4" aria-hidden="true" />
                )}
                Import {selection.size || ''}
              </Button>
            </div>
          </div>
          {doImport.isError && (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm text-red-800"
              data-testid="import-error"
            >
              {doImport.error instanceof ApiError && doImport.error.status === 409
                ? `Refused: ${
                    doImport.error.serverMessage ?? doImport.error.message
                  }. Untick what is already in the catalogue and import the rest.`
                : failureText(doImport.error, 'The import failed')}
            </p>
          )}
          {doImport.data && <ImportOutcome result={doImport.data} />}
        </CardBody>
      </Card>
    </div>
  );
}
