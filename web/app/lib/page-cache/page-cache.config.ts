/** The page cache's settings (docs/configuration.md; .env.example). */
export interface PageCacheConfig {
  ttlMs: number;
  staleMs: number;
  maxEntries: number;
  maxBytes: number;
}

/** A copy may be served stale, while one render replaces it, for this many TTLs more. */
const STALE_FACTOR = 4;

/** A whole-number setting from 0 to `max`; a bad value throws, naming the variable. */
export function wholeSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${raw}"`);
  }
  return value;
}

/**
 * HTML_CACHE_MS (2000, as the gateway's micro-cache; 0 turns the cache off), then
 * HTML_CACHE_MAX_ENTRIES (1000) and HTML_CACHE_MAX_MB (64). Read once at boot; a bad value stops
 * the server with the variable's name.
 */
export function pageCacheConfig(env: NodeJS.ProcessEnv): PageCacheConfig {
  const ttlMs = wholeSetting(env, 'HTML_CACHE_MS', 2_000, 60_000);
  return {
    ttlMs,
    staleMs: ttlMs * STALE_FACTOR,
    maxEntries: wholeSetting(env, 'HTML_CACHE_MAX_ENTRIES', 1_000, 1_000_000),
    maxBytes: wholeSetting(env, 'HTML_CACHE_MAX_MB', 64, 4_096) * 1024 * 1024,
  };
}
