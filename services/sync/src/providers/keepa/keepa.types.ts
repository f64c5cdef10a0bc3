// Keepa response shapes, field for field as Response.java / Product.java / Stats.java name them.

/** Every Keepa answer carries the token state (docs/retailer-apis.md §B2). */
export interface KeepaEnvelope {
  timestamp: number;
  /** May be negative. */
  tokensLeft: number;
  /** Milliseconds until the next refill. */
  refillIn: number;
  /** Tokens per minute. */
  refillRate: number;
  tokenFlowReduction?: number;
  tokensConsumed: number;
  processingTimeInMs?: number;
  error?: { type?: string; message?: string; details?: unknown };
}

export interface KeepaStats {
  current?: number[];
  avg?: number[];
  avg90?: number[];
  min?: (number[] | null)[];
  max?: (number[] | null)[];
}

export interface KeepaProduct {
  asin: string;
  domainId?: number;
  /** 0 STANDARD … 4 INVALID, 5 VARIATION_PARENT; only 0 has prices. */
  productType?: number;
  title?: string | null;
  brand?: string | null;
  /** Keepa minutes. */
  lastUpdate?: number;
  lastPriceChange?: number;
  /** Amazon as seller: -1 no offer, 0 in stock, 1 pre-order, 2 unknown, 3 back-order, 4 delayed. */
  availabilityAmazon?: number;
  /** Picture names on Amazon's media host: `l` large and `m` medium, with their sizes. */
  images?: KeepaImage[] | null;
  /** The older form of `images`: the large names, comma-separated, without sizes. */
  imagesCSV?: string | null;
  manufacturer?: string | null;
  /** Keepa's model is usually the manufacturer's part number. */
  model?: string | null;
  partNumber?: string | null;
  color?: string | null;
  features?: string[] | null;
  description?: string | null;
  /** Grams; -1 when unknown. */
  itemWeight?: number | null;
  /** csv[i]: [keepaMinute, value, keepaMinute, value, …]; any entry may be null. */
  csv?: (number[] | null)[] | null;
  stats?: KeepaStats | null;
}

export interface KeepaImage {
  l?: string;
  lH?: number;
  lW?: number;
  m?: string;
  mH?: number;
  mW?: number;
}

export interface KeepaProductResponse extends KeepaEnvelope {
  products?: KeepaProduct[];
}

export interface KeepaQueryResponse extends KeepaEnvelope {
  asinList?: string[];
  totalResults?: number;
}
