import { isSameOrigin } from './same-origin';

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
