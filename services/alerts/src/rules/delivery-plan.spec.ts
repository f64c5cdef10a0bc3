import { digestDueAt, indiaDay, planDelivery } from './delivery-plan';

describe('indiaDay', () => {
  it('counts days in India time: 18:29 UTC is still today there, 18:30 UTC is tomorrow', () => {
    expect(indiaDay(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });
});

describe('planDelivery', () => {
  const day = (mails: number, laptops: string[] = []) => ({ mails, laptops: new Set(laptops) });

  it('sends one mail per laptop per day at most', () => {
    expect(planDelivery(day(1, ['hp-15s']), 'hp-15s', 5)).toBe('skip');
    expect(planDelivery(day(1, ['hp-15s']), 'asus-tuf', 5)).toBe('send');
  });

  it('holds news past the daily cap for the digest', () => {
    expect(planDelivery(day(4), 'a', 5)).toBe('send');
    expect(planDelivery(day(5), 'a', 5)).toBe('digest');
    expect(planDelivery(day(9), 'a', 5)).toBe('digest');
  });
});

describe('digestDueAt', () => {
  it('is 08:00 IST the next morning', () => {
    expect(digestDueAt('2026-11-27').toISOString()).toBe('2026-11-28T02:30:00.000Z');
  });
});
