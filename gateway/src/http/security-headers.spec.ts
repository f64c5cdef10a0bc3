import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  const base = {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    frameguard: { action: 'deny' as const },
  };

  it('collects what Helmet sets, by lower-case name, without a request', () => {
    const headers = helmetHeaders({ ...base, strictTransportSecurity: false });
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('adds HSTS only when asked', () => {
    const headers = helmetHeaders({
      ...base,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses a policy Helmet refuses, at start-up', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self';"] } },
      }),
    ).toThrow();
  });
});
