import { bucketOf } from './rate-limit';

describe('bucketOf', () => {
  it('counts every API read against the read limit', () => {
    expect(bucketOf('GET', '/api/laptops/featured')).toBe('read');
    expect(bucketOf('HEAD', '/api/price-ranges?x=1')).toBe('read');
    expect(bucketOf('GET', '/api/affiliate/go/B0TEST1234?source=home')).toBe('read');
  });

  it('counts the affiliate-link call against its own, tighter limit', () => {
    expect(bucketOf('POST', '/api/affiliate/url')).toBe('affiliate');
    expect(bucketOf('POST', '/api/affiliate/url?x=1')).toBe('affiliate');
  });

  it('leaves health probes and other writes alone', () => {
    expect(bucketOf('GET', '/health/ready')).toBeNull();
    expect(bucketOf('POST', '/api/price-ranges')).toBeNull();
    expect(bucketOf('GET', '/apiary')).toBeNull();
  });
});
