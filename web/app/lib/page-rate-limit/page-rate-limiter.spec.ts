import { PageRateLimiter, shopperKey } from './page-rate-limiter';

describe('shopperKey', () => {
  it('counts an IPv4 address alone and an IPv6 client by its /64', () => {
    expect(shopperKey('203.0.113.5')).toBe('203.0.113.5');
    expect(shopperKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(shopperKey('2001:DB8:a:b::9')).toBe('2001:db8:a:b::/64');
    expect(shopperKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describe('PageRateLimiter', () => {
  const minute = 60_000 * 1_000;

  it('lets each shopper through up to the limit a minute, then says how long to wait', () => {
    const limiter = new PageRateLimiter(2);
    expect(limiter.hit('a', minute)).toBeNull();
    expect(limiter.hit('a', minute + 1)).toBeNull();
    expect(limiter.hit('a', minute + 15_000)).toBe(45);
    expect(limiter.hit('b', minute + 15_000)).toBeNull();
    // The next minute starts over.
    expect(limiter.hit('a', minute + 60_000)).toBeNull();
  });

  it('counts shoppers past the ones it tells apart together', () => {
    const limiter = new PageRateLimiter(1, 2);
    expect(limiter.hit('a', minute)).toBeNull();
    expect(limiter.hit('b', minute)).toBeNull();
    expect(limiter.hit('c', minute)).toBeNull();
    expect(limiter.hit('d', minute)).toBe(60);
  });
});
