import { hoursUntil } from './deal-countdown';

describe('hoursUntil', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('counts whole hours to expiry', () => {
    expect(hoursUntil('2026-11-22T05:59:00Z', now)).toBe(5);
    expect(hoursUntil('2026-11-21T00:00:00Z', now)).toBe(0);
  });
  it('is null without an expiry', () => {
    expect(hoursUntil(null, now)).toBeNull();
  });
});
