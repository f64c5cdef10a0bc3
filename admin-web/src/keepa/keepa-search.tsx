import { Badge, Button } from '@bli/ui';
import { useQuery } from '@tanstack/react-query';
import { Loader2, RefreshCw, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { fieldErrorsByName, readableError } from '../lib/api-error';
import { TextField } from '../layout/form-field';
import { keepaSearchQuery } from './keepa.queries';
import { useProductSync } from './use-product-sync';

/**
 * docs/product-rules.md §7 `GET /api/keepa/search`: Keepa's products by current price, marked when they are in
 * our catalogue; those can be synced from Keepa at once.
 */
export function KeepaSearch() {
  const [priceMin, setPriceMin] = useState('');
  const [priceMax, setPriceMax] = useState('');
  const [asked, setAsked] = useState<{ min: number; max: number } | null>(null);
  const search = useQuery({
    ...keepaSearchQuery(asked?.min ?? 0, asked?.max ?? 0),
    enabled: asked !== null,
  });
  const sync = useProductSync();
  const errors = fieldErrorsByName(search.error, ['priceMin', 'priceMax']);
  const inCatalogue = (search.data?.products ?? [])
    .filter((product) => product.inCatalogue)
    .map((product) => product.asin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (priceMin.trim() === '' || priceMax.trim() === '') return;
    setAsked({ min: Number(priceMin), max: Number(priceMax) });
  };

  return (
    <section className="grid gap-3 rounded-md border border-slate-200 p-4">
      <h3 className="font-medium">Find products on Keepa by price</h3>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
        <TextField
          label="Min price (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={priceMin}
          error={errors.priceMin}
          onChange={(event) => setPriceMin(event.target.value)}
        />
        <TextField
          label="Max price (₹)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={priceMax}
          error={errors.priceMax}
          onChange={(event) => setPriceMax(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={search.isFetching}>
          {search.isFetching ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Search className="h-4 w-4" aria-hidden="true" />
          )}
          Search Keepa
        </Button>
      </form>
      {search.isError && !errors.priceMin && !errors.priceMax && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form ?? readableError(search.error, 'The Keepa search failed')}
        </p>
      )}
      {search.data && (
        <div className="grid gap-2" data-testid="keepa-search-results">
          <p className="text-sm text-slate-600">
            {search.data.totalResults} products on Keepa; {inCatalogue.length} of those listed are
            in the catalogue.
          </p>
          <ul className="flex flex-wrap gap-2">
            {search.data.products.map((product) => (
              <li key={product.asin}>
                <Badge tone={product.inCatalogue ? 'success' : 'outline'}>
                  {product.asin}
                  {product.inCatalogue ? ' · in catalogue' : ''}
                </Badge>
              </li>
            ))}
          </ul>
          <div>
            <Button
              size="sm"
              onClick={() => sync.mutate(inCatalogue)}
              disabled={inCatalogue.length === 0 || sync.isPending}
            >
              <RefreshCw
                className={`h-4 w-4 ${sync.isPending ? 'animate-spin' : ''}`}
                aria-hidden="true"
              />
              Sync {inCatalogue.length} catalogue products
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
