import type {
  Availability,
  LaptopImage,
  ObservationSource,
  OfferlessObservation,
  PriceObservation,
  SyncRunError,
} from '@bli/contracts';
import type { ListingInput } from '@bli/domain';

/** A laptop to price and when we last had a price for it (history after that is wanted). */
export interface FetchTarget {
  asin: string;
  lastUpdated?: string;
}

/** What a run spent at the retailers; shared by concurrent calls, so each call adds its own. */
export interface RequestMeter {
  creatorsApiRequests: number;
  keepaTokens: number;
  keepaRateLimited: number;
}

export function newMeter(): RequestMeter {
  return { creatorsApiRequests: 0, keepaTokens: 0, keepaRateLimited: 0 };
}

export interface FetchResult {
  source: ObservationSource;
  /** Prices seen, the current one with its availability and pictures. */
  observations: PriceObservation[];
  /** Laptops the retailer knows but offers nothing for: availability and pictures only. */
  offerless: OfferlessObservation[];
  /** Asins the retailer says it does not know (getItems' ItemNotFound). */
  missing: string[];
  /** Per-item problems (not found, no offer); the rest of the batch still counts. */
  errors: SyncRunError[];
}

/** One product's whole listing, for an import: what the parser reads, the pictures, the offer. */
export interface RetailerListing {
  asin: string;
  title: string;
  brand: string | null;
  listing: ListingInput;
  /** Whole rupees; null without a buyable offer. */
  price: number | null;
  originalPrice: number | null;
  rating: number | null;
  reviewCount: number | null;
  availability: Availability;
  images: LaptopImage[];
  observedAt: string;
  source: ObservationSource;
}

export interface ListingsResult {
  source: ObservationSource;
  listings: RetailerListing[];
  /** Asins the retailer could not give, each with why. */
  failed: { asin: string; error: string }[];
}

/** A search for laptops at the retailer; prices in whole rupees, pages from 1. */
export interface RetailerSearch {
  keywords: string;
  minPrice?: number;
  maxPrice?: number;
  page: number;
}

export interface RetailerSearchPage {
  source: ObservationSource;
  products: {
    asin: string;
    title: string;
    brand: string | null;
    imageUrl: string | null;
    price: number | null;
  }[];
  hasMore: boolean;
}

/** Results per search page: what one Creators API page (itemCount 10) holds. */
export const SEARCH_PAGE_SIZE = 10;

/** What the import and search features need of a source, beside prices. */
export interface CatalogueSource {
  readonly source: ObservationSource;
  assertAvailable(): Promise<void>;
  listings(asins: string[], meter: RequestMeter): Promise<ListingsResult>;
  searchLaptops(request: RetailerSearch, meter: RequestMeter): Promise<RetailerSearchPage>;
}

/**
 * One interface every retailer source implements (ghostfolio's data-provider shape): the
 * processor asks for prices and never knows whether tokens, rate limits or OAuth sit behind it.
 */
export interface PriceProvider {
  readonly source: ObservationSource;
  /** Largest number of targets one fetch() should be given. */
  readonly batchSize: number;
  /** Throws ProviderUnavailableError when this source cannot be used now. */
  assertAvailable(): Promise<void>;
  fetch(targets: FetchTarget[], meter: RequestMeter, signal?: AbortSignal): Promise<FetchResult>;
}
