import { isShareable, toCachedPage, type RenderedPage } from './cached-page';
import { cutNonce, filledLength, fillNonce, nonceOfPolicy } from './nonce-template';

const NONCE = 'q1w2e3r4t5y6u7i8o9p0Aa==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'`;
const HTML = `<html><head><script nonce="${NONCE}">a()</script></head><body><script nonce="${NONCE}" src="/x.js"></script></body></html>`;

function rendered(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [
      ['content-type', 'text/html'],
      ['content-security-policy', POLICY],
      ['date', 'Tue, 24 Nov 2026 10:00:00 GMT'],
    ],
    body: Buffer.from(HTML),
    ...overrides,
  };
}

const withHeader = (name: string, value: string) =>
  rendered({ headers: [...rendered().headers, [name, value]] });

describe('the nonce template', () => {
  it('reads the nonce of a policy', () => {
    expect(nonceOfPolicy(POLICY)).toBe(NONCE);
    expect(nonceOfPolicy("script-src 'self'")).toBeUndefined();
    expect(nonceOfPolicy(null)).toBeUndefined();
  });

  it('cuts the body at every occurrence and fills in another nonce', () => {
    const parts = cutNonce(Buffer.from(HTML), NONCE);
    expect(parts).toHaveLength(3);
    const other = 'ZZZZZZZZZZZZZZZZZZZZZZ==';
    const filled = fillNonce(parts, other);
    expect(filled.toString()).toBe(HTML.replaceAll(NONCE, other));
    expect(filledLength(parts, other)).toBe(filled.length);
  });

  it('a body without the nonce stays one part', () => {
    const parts = cutNonce(Buffer.from('<p>no scripts</p>'), NONCE);
    expect(parts).toHaveLength(1);
    expect(fillNonce(parts, 'x').toString()).toBe('<p>no scripts</p>');
  });
});

describe('which rendered pages are shared', () => {
  it('an HTML 200 or 404 without cookies', () => {
    expect(isShareable(rendered())).toBe(true);
    expect(isShareable(rendered({ status: 404 }))).toBe(true);
    expect(isShareable(withHeader('vary', 'Accept-Encoding'))).toBe(true);
  });

  it.each([500, 502, 503, 301, 302, 304, 400])('never a %i', (status) => {
    expect(isShareable(rendered({ status }))).toBe(false);
  });

  it('never one that sets a cookie', () => {
    expect(isShareable(withHeader('set-cookie', 'session=1; HttpOnly'))).toBe(false);
  });

  it.each(['private', 'no-store', 'private, max-age=60', 'no-cache'])(
    'never one marked Cache-Control: %s',
    (value) => {
      expect(isShareable(withHeader('cache-control', value))).toBe(false);
    },
  );

  it('never one that varies by a request header the key does not hold', () => {
    expect(isShareable(withHeader('vary', 'Cookie'))).toBe(false);
    expect(isShareable(withHeader('vary', 'Accept-Encoding, Accept-Language'))).toBe(false);
  });

  it('never anything but HTML', () => {
    const json = rendered({ headers: [['content-type', 'application/json']] });
    expect(isShareable(json)).toBe(false);
  });
});

describe('a cached page', () => {
  it('has the nonce cut out of the policy and the body, and no per-transfer headers', () => {
    const page = toCachedPage(rendered());
    expect(page?.headers).toEqual([
      ['content-type', ['text/html']],
      ['content-security-policy', [`default-src 'self'; script-src 'self' 'nonce-`, `'`]],
    ]);
    expect(page?.body).toHaveLength(3);
    expect(page?.bytes).toBeGreaterThanOrEqual(HTML.length - 2 * NONCE.length);
  });

  it('has the same ETag for the same page rendered with another nonce, another for another page', () => {
    const other = 'ZZZZZZZZZZZZZZZZZZZZZZ==';
    const again = rendered({
      headers: [
        ['content-type', 'text/html'],
        ['content-security-policy', POLICY.replace(NONCE, other)],
      ],
      body: Buffer.from(HTML.replaceAll(NONCE, other)),
    });
    const changed = rendered({ body: Buffer.from(HTML.replace('a()', 'b()')) });
    expect(toCachedPage(again)?.etag).toBe(toCachedPage(rendered())?.etag);
    expect(toCachedPage(changed)?.etag).not.toBe(toCachedPage(rendered())?.etag);
    expect(toCachedPage(rendered())?.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });

  it('is not made of a page that may not be shared', () => {
    expect(toCachedPage(rendered({ status: 503 }))).toBeUndefined();
  });
});
