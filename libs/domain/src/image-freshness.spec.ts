import { areImagesCurrent } from './image-freshness';

describe('areImagesCurrent', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('shows pictures refreshed up to 24 hours ago', () => {
    expect(areImagesCurrent('2026-11-22T12:00:00Z', now)).toBe(true);
    expect(areImagesCurrent(new Date('2026-11-21T12:00:00Z'), now)).toBe(true);
  });

  it('hides pictures older than 24 hours, never refreshed, or dated in the future', () => {
    expect(areImagesCurrent('2026-11-21T11:59:59Z', now)).toBe(false);
    expect(areImagesCurrent(null, now)).toBe(false);
    expect(areImagesCurrent(undefined, now)).toBe(false);
    expect(areImagesCurrent('2026-11-22T12:00:01Z', now)).toBe(false);
  });
});
