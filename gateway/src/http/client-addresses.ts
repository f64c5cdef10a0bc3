import type { FastifyRequest } from 'fastify';
import { isInternalAddress } from './internal-address';

export interface ClientAddress {
  /** As resolved through the trusted proxies (`request.ip`). */
  ip: string;
  /** One of our own networks (loopback, private, link-local). */
  internal: boolean;
}

/** Longer peer + X-Forwarded-For pairs are worked out each time and not kept. */
const MAX_KEY_LENGTH = 256;

/**
 * A request's client address and whether it is ours, remembered per peer address and
 * X-Forwarded-For value (all Fastify's `request.ip` reads). Fastify works the address out again on
 * every read, parsing each hop with ipaddr.js to test it against the trusted proxies, and the rate
 * limiter needs it twice per request: a CPU profile under load put that at 5 % of the gateway.
 * A shopper's browser sends many requests from one pair, so most are found here. At most
 * `maxEntries` pairs are kept; when full, it starts over.
 */
export class ClientAddresses {
  private readonly known = new Map<string, ClientAddress>();

  constructor(private readonly maxEntries = 10_000) {}

  of(request: FastifyRequest): ClientAddress {
    const key = `${request.socket.remoteAddress}|${request.headers['x-forwarded-for'] ?? ''}`;
    const found = this.known.get(key);
    if (found) return found;
    const ip = request.ip;
    const address = { ip, internal: isInternalAddress(ip) };
    if (key.length <= MAX_KEY_LENGTH) {
      if (this.known.size >= this.maxEntries) this.known.clear();
      this.known.set(key, address);
    }
    return address;
  }
}
