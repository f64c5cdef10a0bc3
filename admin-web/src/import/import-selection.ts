import { MAX_IMPORT_ASINS, type RetailerProduct } from '@bli/contracts';

/** The results an operator ticked for import, by asin, in the order ticked. */
export type ImportSelection = ReadonlyMap<string, RetailerProduct>;

/** Whether a result may be ticked: not in the catalogue, and room left (or already ticked). */
export function canSelect(selection: ImportSelection, product: RetailerProduct): boolean {
  if (product.inCatalogue) return false;
  return selection.has(product.asin) || selection.size < MAX_IMPORT_ASINS;
}

/** Ticks or unticks a result; a tick beyond the limit or on a catalogue laptop changes nothing. */
export function toggleSelection(
  selection: ImportSelection,
  product: RetailerProduct,
): ImportSelection {
  const next = new Map(selection);
  if (next.has(product.asin)) next.delete(product.asin);
  else if (canSelect(selection, product)) next.set(product.asin, product);
  return next;
}

/** The selection without the given asins (imported, or found to be in the catalogue). */
export function withoutAsins(
  selection: ImportSelection,
  asins: readonly string[],
): ImportSelection {
  const next = new Map(selection);
  for (const asin of asins) next.delete(asin);
  return next;
}

/** The asins of `candidates` an error message names (a 409 names the one already there). */
export function asinsNamedIn(message: string, candidates: Iterable<string>): string[] {
  return [...candidates].filter((asin) => message.includes(asin));
}

/** The search form as typed and what it asks: q of 2 characters or more, whole-rupee bounds. */
export interface RetailerSearchForm {
  q: string;
  minPrice: string;
  maxPrice: string;
}

export interface RetailerSearchParams {
  q: string;
  minPrice?: number;
  maxPrice?: number;
  page: number;
}

const rupees = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** The search the address bar holds, or null before a search (q shorter than 2 characters). */
export function retailerSearchFromUrl(search: URLSearchParams): RetailerSearchParams | null {
  const q = search.get('q')?.trim() ?? '';
  if (q.length < 2) return null;
  const page = Number(search.get('page'));
  return {
    q,
    minPrice: rupees(search.get('minPrice')),
    maxPrice: rupees(search.get('maxPrice')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address bar's parameters for a search: empty bounds and page 1 left out. */
export function urlFromRetailerSearch(params: RetailerSearchParams): Record<string, string> {
  const search: Record<string, string> = { q: params.q };
  if (params.minPrice !== undefined) search.minPrice = String(params.minPrice);
  if (params.maxPrice !== undefined) search.maxPrice = String(params.maxPrice);
  if (params.page > 1) search.page = String(params.page);
  return search;
}

/**
 * The search a submitted form asks for, or a complaint per field: q needs 2 characters, the
 * bounds are whole rupees and min not above max (the server says the same; saying it first
 * saves a round trip and Keepa tokens).
 */
export function retailerSearchFromForm(
  form: RetailerSearchForm,
): { params: RetailerSearchParams } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const q = form.q.trim();
  if (q.length < 2) errors.q = 'Type at least 2 characters';
  const bound = (field: 'minPrice' | 'maxPrice'): number | undefined => {
    const value = form[field].trim();
    if (value === '') return undefined;
    const parsed = rupees(value);
    if (parsed === undefined) errors[field] = 'Whole rupees, e.g. 45000';
    return parsed;
  };
  const minPrice = bound('minPrice');
  const maxPrice = bound('maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    errors.minPrice = 'The minimum must not be above the maximum';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { params: { q, minPrice, maxPrice, page: 1 } };
}
