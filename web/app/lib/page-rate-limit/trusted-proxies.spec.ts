import { TrustedProxies } from './trusted-proxies';

describe('TrustedProxies', () => {
  const edge = new TrustedProxies('loopback,10.0.0.0/8');

  it('takes the address the trusted hops forward, right to left', () => {
    expect(edge.clientOf('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(edge.clientOf('::ffff:127.0.0.1', '198.51.100.1, 203.0.113.9, 10.1.2.3')).toBe(
      '203.0.113.9',
    );
    expect(edge.clientOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For from an untrusted peer, and anything but an address in it', () => {
    expect(edge.clientOf('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(edge.clientOf('127.0.0.1', 'x'.repeat(200))).toBe('127.0.0.1');
    expect(edge.clientOf('127.0.0.1', '198.51.100.1, not-an-ip')).toBe('127.0.0.1');
  });
});
