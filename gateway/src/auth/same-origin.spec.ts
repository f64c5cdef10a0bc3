import { isForAdminOrigin, isSameOrigin } from './same-origin';

const site = 'http://localhost:3000';

describe('isSameOrigin', () => {
  it('accepts the Origin of the request itself, ignoring a path', () => {
    expect(isSameOrigin({ origin: site, requestOrigin: site }, [])).toBe(true);
    expect(isSameOrigin({ origin: `${site}/`, requestOrigin: site }, [])).toBe(true);
  });

  it('falls back to the Referer only when Origin is absent', () => {
    expect(isSameOrigin({ referer: `${site}/admin/price-update`, requestOrigin: site }, [])).toBe(
      true,
    );
    expect(
      isSameOrigin(
        { origin: 'https://evil.example', referer: `${site}/admin`, requestOrigin: site },
        [],
      ),
    ).toBe(false);
  });

  it('refuses other hosts, ports and schemes, "null", garbage and a missing header', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'https://localhost:3000',
      'http://localhost:3000.evil.example',
      'null',
      'not a url',
      'javascript:alert(1)',
    ]) {
      expect(isSameOrigin({ origin, requestOrigin: site }, [])).toBe(false);
    }
    expect(isSameOrigin({ requestOrigin: site }, [])).toBe(false);
  });

  it('uses the configured origins instead of the request when there are some', () => {
    const allowed = ['https://bestlaptops.in', 'https://www.bestlaptops.in'];
    const requestOrigin = 'http://gateway:3100';
    expect(isSameOrigin({ origin: 'https://www.bestlaptops.in', requestOrigin }, allowed)).toBe(
      true,
    );
    expect(isSameOrigin({ origin: requestOrigin, requestOrigin }, allowed)).toBe(false);
  });
});

describe('isForAdminOrigin', () => {
  const admin = 'https://admin.example.in';

  it('lets everything through without an admin origin', () => {
    expect(isForAdminOrigin({ requestOrigin: 'https://example.in' }, null)).toBe(true);
  });

  it('takes only requests sent to the admin origin, from it or naming no origin', () => {
    expect(isForAdminOrigin({ requestOrigin: admin }, admin)).toBe(true);
    expect(isForAdminOrigin({ origin: admin, requestOrigin: admin }, admin)).toBe(true);
    expect(
      isForAdminOrigin({ referer: `${admin}/admin/account`, requestOrigin: admin }, admin),
    ).toBe(true);
  });

  it('refuses the public origin, another origin, and "null"', () => {
    expect(isForAdminOrigin({ requestOrigin: 'https://example.in' }, admin)).toBe(false);
    expect(
      isForAdminOrigin(
        { origin: 'https://example.in', requestOrigin: 'https://example.in' },
        admin,
      ),
    ).toBe(false);
    expect(isForAdminOrigin({ origin: 'https://example.in', requestOrigin: admin }, admin)).toBe(
      false,
    );
    expect(isForAdminOrigin({ origin: 'null', requestOrigin: admin }, admin)).toBe(false);
    expect(isForAdminOrigin({ requestOrigin: 'http://admin.example.in' }, admin)).toBe(false);
  });
});
