import { LAPTOP_STATUSES, type Availability, type LaptopStatus } from '@bli/contracts';

/** Laptops on one page of the operators' list. */
export const LIST_PAGE_SIZE = 25;

/** The list's filters and page, as the address bar holds them. */
export interface LaptopListQuery {
  q?: string;
  status?: LaptopStatus;
  brand?: string;
  priceRangeId?: number;
  page: number;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : undefined;
};

const words = (value: string | null): string | undefined => value?.trim() || undefined;

/** The list's query from the address bar: unknown or malformed values are left out. */
export function listQueryFromSearch(search: URLSearchParams): LaptopListQuery {
  const status = search.get('status');
  return {
    q: words(search.get('q')),
    status: (LAPTOP_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as LaptopStatus)
      : undefined,
    brand: words(search.get('brand')),
    priceRangeId: positiveInt(search.get('priceRangeId')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** The address bar's parameters for a query: empty filters and page 1 are left out. */
export function searchFromListQuery(query: LaptopListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.q) search.q = query.q;
  if (query.status) search.status = query.status;
  if (query.brand) search.brand = query.brand;
  if (query.priceRangeId) search.priceRangeId = String(query.priceRangeId);
  if (query.page > 1) search.page = String(query.page);
  return search;
}

/** A filter changed: back to the first page, since the old page may not exist any more. */
export function withFilter(
  query: LaptopListQuery,
  changes: Partial<Omit<LaptopListQuery, 'page'>>,
): LaptopListQuery {
  return { ...query, ...changes, page: 1 };
}

export const STATUS_LABELS: Record<LaptopStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  retired: 'Retired',
};

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  unavailable: 'No offer',
};

/** How a laptop's availability reads; null before any sync said. */
export function availabilityLabel(availability: Availability | null): string {
  return availability === null ? 'Not checked yet' : AVAILABILITY_LABELS[availability];
}
