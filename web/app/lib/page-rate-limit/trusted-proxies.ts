import { BlockList, isIP } from 'node:net';

/** The names Fastify and Express also take for these ranges (proxy-addr's). */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`. */
function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/**
 * The peers whose X-Forwarded-For is believed (the edge in front of the web server): a
 * comma-separated list of addresses, CIDRs and the names loopback, linklocal, uniquelocal — the
 * gateway's TRUST_PROXY syntax. A bad entry throws, naming it.
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  constructor(spec: string) {
    for (const raw of spec.split(',')) {
      const entry = raw.trim();
      if (!entry) continue;
      const named = NAMED_RANGES[entry];
      if (named) {
        for (const [network, prefix, family] of named) this.list.addSubnet(network, prefix, family);
        continue;
      }
      const [address, prefix] = entry.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
      if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
        throw new Error(`WEB_TRUST_PROXY: "${entry}" is not an address, a CIDR or a range name`);
      }
      this.list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
    }
  }

  private trusts(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }

  /**
   * The client's address: the peer's, or — while the peer is a trusted proxy — the next address
   * to the left in X-Forwarded-For. Only a valid IP is ever taken from the header; at the first
   * entry that is not one, the last trusted hop is the client.
   */
  clientOf(peer: string | undefined, forwardedFor: string | string[] | undefined): string {
    let client = unmapped(peer ?? '');
    const hops = [forwardedFor ?? []]
      .flat()
      .join(',')
      .split(',')
      .map((hop) => unmapped(hop.trim()))
      .filter(Boolean);
    while (this.trusts(client) && hops.length > 0) {
      const next = hops.pop() as string;
      if (isIP(next) === 0) break;
      client = next;
    }
    return client;
  }
}
