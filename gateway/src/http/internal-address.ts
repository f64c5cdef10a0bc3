import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Loopback, link-local and private (RFC 1918, unique local) networks: our own processes. */
const internal = new BlockList();
internal.addSubnet('127.0.0.0', 8, 'ipv4');
internal.addSubnet('10.0.0.0', 8, 'ipv4');
internal.addSubnet('172.16.0.0', 12, 'ipv4');
internal.addSubnet('192.168.0.0', 16, 'ipv4');
internal.addSubnet('169.254.0.0', 16, 'ipv4');
internal.addAddress('::1', 'ipv6');
internal.addSubnet('fc00::', 7, 'ipv6');
internal.addSubnet('fe80::', 10, 'ipv6');

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function isInternalAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1] ?? address;
  if (isIPv4(mapped)) return internal.check(mapped, 'ipv4');
  if (isIPv6(mapped)) return internal.check(mapped, 'ipv6');
  return false;
}
