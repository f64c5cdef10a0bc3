import {
  contentSecurityPolicy,
  documentSecurityHeaders,
  securityHeaders,
} from './security-headers';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const AMAZON = ['https://m.media-amazon.com'];

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values] as const;
    }),
  );

describe('security headers of every response', () => {
  it('in production, with HSTS', () => {
    expect(securityHeaders({ production: true })).toMatchInlineSnapshot(`
      {
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
      }
    `);
  });

  it('elsewhere, without HSTS (a local http origin stays usable)', () => {
    expect(securityHeaders({ production: false })).toMatchInlineSnapshot(`
      {
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
      }
    `);
  });
});

describe("an HTML document's Content-Security-Policy", () => {
  it('without a tag manager: own scripts and the nonce only', () => {
    expect(documentSecurityHeaders({ nonce: NONCE, tagManager: false, imageHosts: AMAZON }))
      .toMatchInlineSnapshot(`
      {
        "Content-Security-Policy": "default-src 'self'; script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://m.media-amazon.com https://images.unsplash.com https://images.pexels.com; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      }
    `);
  });

  it('with a tag manager: its script origin and its analytics endpoints, nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: NONCE, tagManager: true, imageHosts: AMAZON }),
    );
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      'https://www.googletagmanager.com',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never lets inline scripts run without the nonce', () => {
    for (const tagManager of [false, true]) {
      const scripts = directives(
        contentSecurityPolicy({ nonce: NONCE, tagManager, imageHosts: AMAZON }),
      ).get('script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it('refuses a nonce that could change the header', () => {
    expect(() =>
      contentSecurityPolicy({ nonce: "x'; script-src *", tagManager: false, imageHosts: [] }),
    ).toThrow(/base64/);
    expect(() =>
      contentSecurityPolicy({ nonce: 'short', tagManager: false, imageHosts: [] }),
    ).toThrow(/base64/);
  });
});

describe("the policy's img-src", () => {
  const imgSrc = (imageHosts: string[]) =>
    directives(contentSecurityPolicy({ nonce: NONCE, tagManager: false, imageHosts })).get(
      'img-src',
    );

  it('allows exactly the configured image hosts and the editors’ ones besides the site itself', () => {
    const editorial = ['https://images.unsplash.com', 'https://images.pexels.com'];
    expect(imgSrc(['https://m.media-amazon.com', 'http://127.0.0.1:3107'])).toEqual([
      "'self'",
      'data:',
      'https://m.media-amazon.com',
      'http://127.0.0.1:3107',
      ...editorial,
    ]);
    expect(imgSrc([])).toEqual(["'self'", 'data:', ...editorial]);
    expect(imgSrc(AMAZON)).not.toContain('https:');
  });

  it('refuses a host that is not a plain origin', () => {
    for (const host of [
      'https:',
      '*',
      'https://*.amazon.com',
      "https://a.com; script-src 'self'",
    ]) {
      expect(() =>
        contentSecurityPolicy({ nonce: NONCE, tagManager: false, imageHosts: [host] }),
      ).toThrow(/origin/);
    }
  });
});
