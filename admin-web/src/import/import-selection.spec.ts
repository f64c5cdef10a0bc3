import type { RetailerProduct } from '@bli/contracts';
import {
  asinsNamedIn,
  canSelect,
  retailerSearchFromForm,
  retailerSearchFromUrl,
  toggleSelection,
  urlFromRetailerSearch,
  withoutAsins,
  type ImportSelection,
} from './import-selection';

const product = (n: number, inCatalogue = false): RetailerProduct => ({
  asin: `B0NEW${String(n).padStart(5, '0')}`,
  title: `Laptop ${n}`,
  brand: 'ASUS',
  imageUrl: null,
  price: 60_000,
  inCatalogue,
});

describe('the import selection', () => {
  it('ticks and unticks results not in the catalogue', () => {
    let selection: ImportSelection = new Map();
    selection = toggleSelection(selection, product(1));
    selection = toggleSelection(selection, product(2, true));
    expect([...selection.keys()]).toEqual([product(1).asin]);
    expect(toggleSelection(selection, product(1)).size).toBe(0);
  });

  it('holds at most ten', () => {
    let selection: ImportSelection = new Map();
    for (let n = 1; n <= 11; n += 1) selection = toggleSelection(selection, product(n));
    expect(selection.size).toBe(10);
    expect(canSelect(selection, product(11))).toBe(false);
    expect(canSelect(selection, product(3))).toBe(true);
    expect(withoutAsins(selection, [product(1).asin, product(2).asin]).size).toBe(8);
  });

  it('finds the asin a 409 names', () => {
    expect(
      asinsNamedIn('B0NEW00002 is already in the catalogue', [product(1).asin, product(2).asin]),
    ).toEqual([product(2).asin]);
  });
});

describe('the retailer search form', () => {
  it('asks for q of two characters and whole-rupee bounds, min not above max', () => {
    expect(retailerSearchFromForm({ q: ' x ', minPrice: '5.5', maxPrice: '' })).toEqual({
      errors: { q: 'Type at least 2 characters', minPrice: 'Whole rupees, e.g. 45000' },
    });
    expect(retailerSearchFromForm({ q: 'rtx', minPrice: '90000', maxPrice: '80000' })).toEqual({
      errors: { minPrice: 'The minimum must not be above the maximum' },
    });
    expect(retailerSearchFromForm({ q: ' rtx 4060 ', minPrice: '', maxPrice: '150000' })).toEqual({
      params: { q: 'rtx 4060', minPrice: undefined, maxPrice: 150000, page: 1 },
    });
  });

  it('keeps the search in the address bar', () => {
    const params = { q: 'gaming', minPrice: 50000, maxPrice: undefined, page: 2 };
    expect(urlFromRetailerSearch(params)).toEqual({ q: 'gaming', minPrice: '50000', page: '2' });
    expect(retailerSearchFromUrl(new URLSearchParams(urlFromRetailerSearch(params)))).toEqual(
      params,
    );
    expect(retailerSearchFromUrl(new URLSearchParams('q=a'))).toBeNull();
    expect(retailerSearchFromUrl(new URLSearchParams('q=ab&page=x'))?.page).toBe(1);
  });
});
