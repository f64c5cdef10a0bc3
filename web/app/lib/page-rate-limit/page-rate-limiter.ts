import { isIP } from 'node:net';

const WINDOW_MS = 60_000;
/** Where shoppers past `maxShoppers` in one minute are counted, together. */
const OVERFLOW = 'overflow';

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 client's /64 (one household's or one
 * server's whole block, which hands out addresses by the billion).
 */
export function shopperKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Requests per shopper and minute (windows aligned to the clock), in this web server's memory:
 * at most `maxShoppers` are told apart in one minute, the rest share one count.
 */
export class PageRateLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly maxShoppers = 100_000,
  ) {}

  /** Counts a request: null when it is within the limit, else the seconds until the next minute. */
  hit(shopper: string, now = Date.now()): number | null {
    const window = Math.floor(now / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const key =
      this.counts.has(shopper) || this.counts.size < this.maxShoppers ? shopper : OVERFLOW;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    if (count <= this.perMinute) return null;
    return Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1_000));
  }
}
