import { z } from 'zod';

/**
 * The gateway's HTTP edge settings: which peers may tell it the client's address, and how many
 * public calls one client address may make a minute.
 */
export const httpEnvSchema = z.object({
  /**
   * Peers whose X-Forwarded-For/-Proto/-Host are believed (Fastify `trustProxy`: addresses,
   * CIDRs or loopback/linklocal/uniquelocal). The default trusts only loopback: the edge proxy of
   * `npm start` on the same machine. Compose and Kubernetes set the edge's network (any other
   * peer could otherwise name the client address the login throttle counts).
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** GET/HEAD requests one client address may make a minute; 0 turns the limit off. */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** POST /api/affiliate/url calls one client address may make a minute; 0: no limit. */
  RATE_LIMIT_AFFILIATE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /**
   * POST /api/auth/login calls one client address may make a minute, right or wrong; 0: no limit.
   * Besides the login throttle's count of wrong passwords: this one also bounds the password
   * hashing anyone can make the gateway do.
   */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** Writes to /api/alerts… (new alerts, confirmations, changes) one client may make a minute. */
  RATE_LIMIT_ALERTS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /**
   * Loopback and private addresses are our own processes (the web server renders every
   * shopper's page from one address): "false" limits them too.
   */
  RATE_LIMIT_EXEMPT_INTERNAL: z.enum(['true', 'false']).default('true'),
  /**
   * How long this gateway serves a public read from memory before asking the service again;
   * 0 turns the micro-cache off. Short next to the 60 s browsers may keep the same answer.
   */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
});
export type HttpEnv = z.infer<typeof httpEnvSchema>;
