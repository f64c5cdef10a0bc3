import { wholeSetting } from '../page-cache/page-cache.config';
import { siteUrl } from '../seo/site-url.server';

/** The page rate limit's settings (docs/configuration.md; .env.example). */
export interface PageRateLimitConfig {
  /** Search and compare pages one shopper may load a minute; 0: no limit. */
  perMinute: number;
  /** Peers whose X-Forwarded-For names the shopper (the edge), as the gateway's TRUST_PROXY. */
  trustProxy: string;
  /** SITE_URL's origin: where our own forms post from (lib/alerts/alert-requests.ts). */
  siteOrigin: string;
}

/**
 * PAGE_RATE_LIMIT_PER_MINUTE (60) and WEB_TRUST_PROXY (loopback and private networks: the
 * edge proxy in front of the web server, locally and in Compose and Kubernetes). Read once at
 * boot; a bad value stops the server with the variable's name.
 */
export function pageRateLimitConfig(env: NodeJS.ProcessEnv): PageRateLimitConfig {
  return {
    perMinute: wholeSetting(env, 'PAGE_RATE_LIMIT_PER_MINUTE', 60, 100_000),
    trustProxy: env.WEB_TRUST_PROXY?.trim() || 'loopback,linklocal,uniquelocal',
    siteOrigin: siteUrl(env),
  };
}
