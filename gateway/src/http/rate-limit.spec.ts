import { bucketOf } from './rate-limit';

describe('bucketOf', () => {
  it('counts every API read against the read limit, by the route matched', () => {
    expect(bucketOf('GET', '/api/laptops/featured')).toBe('read');
    expect(bucketOf('HEAD', '/api/price-ranges')).toBe('read');
    expect(bucketOf('GET', '/api/affiliate/go/:asin')).toBe('read');
  });

  it('counts the affiliate-link call and the operator login against their own, tighter limits', () => {
    expect(bucketOf('POST', '/api/affiliate/url')).toBe('affiliate');
    expect(bucketOf('POST', '/api/auth/login')).toBe('login');
  });

  it('leaves health probes, other writes and unmatched requests alone', () => {
    expect(bucketOf('GET', '/health/ready')).toBeNull();
    expect(bucketOf('POST', '/api/price-ranges')).toBeNull();
    expect(bucketOf('POST', '/api/auth/logout')).toBeNull();
    expect(bucketOf('GET', undefined)).toBeNull();
  });
});
