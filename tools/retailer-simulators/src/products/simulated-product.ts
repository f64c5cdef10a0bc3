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
  /** False: no offer at all (out of stock). */
  available?: boolean;
}
