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

  it("counts a shopper's alert requests and changes against the alerts limit", () => {
    expect(bucketOf('POST', '/api/alerts')).toBe('alerts');
    expect(bucketOf('POST', '/api/alerts/confirm')).toBe('alerts');
    expect(bucketOf('PATCH', '/api/alerts/:id')).toBe('alerts');
    expect(bucketOf('DELETE', '/api/alerts/:id')).toBe('alerts');
    expect(bucketOf('GET', '/api/alerts/push-key')).toBe('read');
    expect(bucketOf('POST', '/api/alertsx')).toBeNull();
  });

  it('leaves health probes, other writes and unmatched requests alone', () => {
    expect(bucketOf('GET', '/health/ready')).toBeNull();
    expect(bucketOf('POST', '/api/price-ranges')).toBeNull();
    expect(bucketOf('POST', '/api/auth/logout')).toBeNull();
    expect(bucketOf('GET', undefined)).toBeNull();
  });
});
