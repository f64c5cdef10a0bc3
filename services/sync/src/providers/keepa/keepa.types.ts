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
  availabilityAmazon?: number;
  images?: { l?: string; m?: string }[] | null;
  /** csv[i]: [keepaMinute, value, keepaMinute, value, …]; any entry may be null. */
  csv?: (number[] | null)[] | null;
  stats?: KeepaStats | null;
}

export interface KeepaProductResponse extends KeepaEnvelope {
  products?: KeepaProduct[];
}

export interface KeepaQueryResponse extends KeepaEnvelope {
  asinList?: string[];
  totalResults?: number;
}
