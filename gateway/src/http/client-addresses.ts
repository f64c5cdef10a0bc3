import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import { isInternalAddress } from './internal-address';

export interface ClientAddress {
  /** As resolved through the trusted proxies: always an IPv4 or IPv6 address (`clientIpOf`). */
  ip: string;
  /** One of our own networks (loopback, private, link-local). */
  internal: boolean;
}

/**
 * The client's address: what Fastify resolved through the trusted proxies (`request.ip`) when it
 * is an IPv4 or IPv6 address, else the peer's own. A trusted proxy's X-Forwarded-For may still
 * carry anything a client wrote in front of it (`x`, 200 characters of text): that is never taken
 * as an address, so nothing longer than an IPv6 address (45 characters) comes out of here.
 */
export function clientIpOf(request: FastifyRequest): string {
  const resolved = request.ip;
  if (isIP(resolved) !== 0) return resolved;
  // The peer's address is always an IP; it is missing only once the socket has closed.
  return request.socket.remoteAddress ?? '0.0.0.0';
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
    const ip = clientIpOf(request);
    const address = { ip, internal: isInternalAddress(ip) };
    if (key.length <= MAX_KEY_LENGTH) {
      if (this.known.size >= this.maxEntries) this.known.clear();
      this.known.set(key, address);
    }
    return address;
  }
}
