/** What the affiliate service's logic reads from its config. */
export interface AffiliateOptions {
  associateTag: string;
  upstreamTimeoutMs: number;
}

export const AFFILIATE_OPTIONS = Symbol('AFFILIATE_OPTIONS');
