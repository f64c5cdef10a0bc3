import { DEAL_PRICE_GONE_TEXT, dealPriceAvailable, dealWindowState } from './deal-window';

describe('dealWindowState', () => {
  const deal = {
    startsAt: new Date('2026-11-25T10:00:00Z'),
    expiresAt: new Date('2026-11-25T12:00:00Z'),
    isActive: true,
  };

  it('is upcoming until the start, live from it, ended at the end itself', () => {
    expect(dealWindowState(deal, new Date('2026-11-25T09:59:59.999Z'))).toBe('upcoming');
    expect(dealWindowState(deal, new Date('2026-11-25T10:00:00Z'))).toBe('live');
    expect(dealWindowState(deal, new Date('2026-11-25T11:59:59.999Z'))).toBe('live');
    expect(dealWindowState(deal, new Date('2026-11-25T12:00:00Z'))).toBe('ended');
  });

  it('is ended once an operator expired it, whatever the window', () => {
    expect(dealWindowState({ ...deal, isActive: false }, new Date('2026-11-25T11:00:00Z'))).toBe(
      'ended',
    );
  });
});

describe('dealPriceAvailable', () => {
  it('holds at or below the deal price and not above it', () => {
    expect(dealPriceAvailable(49_990, 49_990)).toBe(true);
    expect(dealPriceAvailable(48_000, 49_990)).toBe(true);
    expect(dealPriceAvailable(49_991, 49_990)).toBe(false);
  });

  it('has the exact text shoppers see', () => {
    expect(DEAL_PRICE_GONE_TEXT).toBe('deal price no longer available');
  });
});
