import { Redactor } from './redactor';

describe('Redactor', () => {
  it('masks secret query parameters and every configured secret', () => {
    const redactor = new Redactor(['s3cr3t-value', undefined]);
    expect(redactor.url('https://api.keepa.com/product?key=abcdef123456&domain=10')).toBe(
      'https://api.keepa.com/product?key=[redacted]&domain=10',
    );
    expect(redactor.redact('failed with s3cr3t-value inside')).toBe(
      'failed with [redacted] inside',
    );
    redactor.add('access-token-xyz');
    expect(redactor.redact('Bearer access-token-xyz')).toBe('Bearer [redacted]');
  });

  it('ignores values too short to be credentials', () => {
    expect(new Redactor(['abc']).redact('abc abc')).toBe('abc abc');
  });
});
