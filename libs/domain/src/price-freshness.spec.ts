import { isPriceCurrent } from './price-freshness';

describe('isPriceCurrent', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('accepts prices up to 24 hours old', () => {
    expect(isPriceCurrent('2026-11-21T12:00:00Z', now)).toBe(true);
    expect(isPriceCurrent('2026-11-22T11:59:00Z', now)).toBe(true);
  });
  it('rejects older prices and prices from the future', () => {
    expect(isPriceCurrent('2026-11-21T11:59:59Z', now)).toBe(false);
    expect(isPriceCurrent('2026-11-22T13:00:00Z', now)).toBe(false);
  });
});
