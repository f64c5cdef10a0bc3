/** What an offer looks like on amazon.in: buyable, listed but out of stock, or no offer at all. */
export type SimulatedAvailability = 'IN_STOCK' | 'OUT_OF_STOCK' | 'UNAVAILABLE';

/** The specification a listing states, each as the listing words it (e.g. "16 GB LPDDR5X"). */
export interface SimulatedSpecs {
  /** With its details, e.g. "Intel Core Ultra 5 225H (14 cores, up to 4.9 GHz, 18 MB cache)". */
  processor: string;
  ram: string;
  storage: string;
  display: string;
  graphics: string;
  /** Kilograms. */
  weightKg: number;
  battery: string;
  operatingSystem: string;
}

/** A product a simulated retailer knows; prices drift around `basePrice` over time. */
export interface SimulatedProduct {
  asin: string;
  title: string;
  brand: string;
  /** Whole rupees: the level the price drifts around. */
  basePrice: number;
  /** M.R.P. in whole rupees, or null when the listing shows none. */
  listPrice: number | null;
  /** Stars out of 5, or null for a product nobody has rated. */
  rating: number | null;
  reviewCount: number;
  /** False: no offer at all (the same as `availability: 'UNAVAILABLE'`). */
  available?: boolean;
  /** Default IN_STOCK (or UNAVAILABLE when `available` is false). */
  availability?: SimulatedAvailability;
  /** The listing's "About this item" bullets; derived from the title when absent. */
  features?: readonly string[];
  /** Stated specification; derived from the title when absent. */
  specs?: SimulatedSpecs;
  /** Model line as the pictures print it, e.g. "OmniBook 5 14"; derived from the title when absent. */
  model?: string;
  /** Manufacturer part number, e.g. "he0024AU". */
  partNumber?: string;
  colour?: string;
  /** ISO date the listing went live (NewestArrivals, Keepa listedSince). */
  releaseDate?: string;
}
