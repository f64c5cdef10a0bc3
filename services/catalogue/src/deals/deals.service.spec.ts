import { Deal } from '../entities';
import type { DealClock } from './deal-clock';
import type { DealsRepository } from './deals.repository';
import { DealsService } from './deals.service';

const now = new Date('2026-11-22T12:00:00Z');
const clock: DealClock = { now: () => now };

const deal = (overrides: Partial<Deal>) =>
  Object.assign(new Deal(), {
    id: 1,
    title: 'A deal',
    dealType: 'bank',
    discountPrice: 50_000,
    bankName: 'HDFC Bank',
    offerPercent: null,
    offerCap: null,
    processingFee: null,
    startsAt: new Date('2026-11-22T00:00:00Z'),
    expiresAt: new Date('2026-11-23T00:00:00Z'),
    ...overrides,
  });

/** A repository answering the live deals of one laptop; any other call fails. */
function repository(deals: Deal[]) {
  const findLiveOfLaptop = jest.fn((_laptopId: number, _now: Date) => Promise.resolve(deals));
  return { repository: { findLiveOfLaptop } as unknown as DealsRepository, findLiveOfLaptop };
}

describe('DealsService.offersOf', () => {
  const laptop = { id: 3, status: 'active' as const, currentPrice: 50_000 };

  it('keeps the live deals that change what the laptop costs, in the order read', async () => {
    const { repository: deals, findLiveOfLaptop } = repository([
      deal({ id: 1, offerCap: 2_000 }),
      deal({ id: 2, dealType: 'flash', bankName: null }),
      deal({ id: 3, offerCap: null }),
      deal({ id: 4, processingFee: 199 }),
      deal({ id: 5, dealType: 'exchange', bankName: null, offerCap: 10_000 }),
    ]);
    const offers = await new DealsService(deals, clock).offersOf(laptop);
    expect(findLiveOfLaptop).toHaveBeenCalledWith(3, now);
    expect(offers.map((offer) => offer.id)).toEqual([1, 4, 5]);
    expect(offers[0].effectivePrice).toMatchObject({ price: 48_000, discount: 2_000 });
    expect(offers[1]).toMatchObject({ effectivePrice: null, emiCost: { total: 50_199 } });
  });

  it('reads nothing for a laptop not on sale', async () => {
    const { repository: deals, findLiveOfLaptop } = repository([deal({ offerCap: 2_000 })]);
    const service = new DealsService(deals, clock);
    for (const status of ['retired', 'draft'] as const) {
      expect(await service.offersOf({ ...laptop, status })).toEqual([]);
    }
    expect(findLiveOfLaptop).not.toHaveBeenCalled();
  });
});
