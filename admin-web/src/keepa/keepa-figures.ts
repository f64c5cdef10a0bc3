/** The monthly token allowance the spec's "API calls" tile counts down from. */
export const KEEPA_TOKEN_ALLOWANCE = 10_000;
/** Below this many tokens the tab warns (docs/product-rules.md §2). */
export const LOW_TOKEN_THRESHOLD = 100;
/** How often the token status is asked again (docs/product-rules.md §9: the one poll). */
export const KEEPA_TOKEN_POLL_MS = 60_000;

export type KeepaConnection = 'checking' | 'connected' | 'disconnected';

/** docs/product-rules.md §2 "API calls" tile: 10000 minus tokens left. */
export function keepaApiCalls(tokensLeft: number): number {
  return KEEPA_TOKEN_ALLOWANCE - tokensLeft;
}

export function isLowOnTokens(tokensLeft: number): boolean {
  return tokensLeft < LOW_TOKEN_THRESHOLD;
}

/** Badge state: checking while the first answer is awaited, connected when token data is present. */
export function keepaConnection(state: { isPending: boolean; hasData: boolean }): KeepaConnection {
  if (state.hasData) return 'connected';
  return state.isPending ? 'checking' : 'disconnected';
}
