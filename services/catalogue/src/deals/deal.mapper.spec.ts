import type { Ref } from '@mikro-orm/core';
import { Deal, Laptop } from '../entities';
import { toDealView, toLaptopOffer } from './deal.mapper';

const laptop = Object.assign(new Laptop(), {
  id: 3,
  slug: 'hp-victus-15',
  asin: 'B0TEST0001',
  brand: 'HP',
  title: 'HP Victus 15',
  currentPrice: 59_990,
  originalPrice: 69_990,
  lastUpdated: new Date('2026-11-22T10:00:00Z'),
});

function deal(overrides: Partial<Deal> = {}): Deal {
  return Object.assign(new Deal(), {
    id: 11,
    // A loaded reference, as `populate` leaves it (no ORM here to make one).
    laptop: { getEntity: () => laptop } as unknown as Ref<Laptop>,
    title: 'HDFC Bank card offer on the HP Victus 15',
    dealType: 'bank',
    discountPrice: 59_990,
    bankName: 'HDFC Bank',
    conditions: '10% instant discount up to ₹1,500 with HDFC Bank credit cards',
    offerPercent: 10,
    offerCap: 1_500,
    processingFee: null,
    startsAt: new Date('2026-11-22T00:00:00Z'),
    expiresAt: new Date('2026-11-25T18:30:00Z'),
    isActive: true,
    ...overrides,
  });
}

describe('toLaptopOffer', () => {
  it("is a deal's offer on the price given, as the shoppers' deal list works it out", () => {
    const offer = toLaptopOffer(deal(), laptop.currentPrice);
    expect(offer).toEqual({
      id: 11,
      title: 'HDFC Bank card offer on the HP Victus 15',
      dealType: 'bank',
      bankName: 'HDFC Bank',
      expiresAt: '2026-11-25T18:30:00.000Z',
      effectivePrice: {
        price: 58_490,
        discount: 1_500,
        line: '₹58,490 with an HDFC Bank card (up to ₹1,500 off)',
      },
      emiCost: null,
    });
    expect(toDealView(deal())).toMatchObject(offer);
  });

  it("adds a no-cost EMI's real cost on the effective price", () => {
    const offer = toLaptopOffer(deal({ processingFee: 199 }), laptop.currentPrice);
    expect(offer.emiCost).toEqual({
      total: 58_689,
      processingFee: 199,
      line: 'No-cost EMI: ₹58,689 in all, with the ₹199 processing fee',
    });
  });

  it('works on the price it is given, not on a loaded laptop', () => {
    const offer = toLaptopOffer(deal({ laptop: undefined }), 40_000);
    expect(offer.effectivePrice).toMatchObject({ price: 38_500, discount: 1_500 });
  });

  it('states nothing for a flash deal or an offer that states no figures', () => {
    const flash = deal({ dealType: 'flash', bankName: null, offerPercent: null, offerCap: null });
    expect(toLaptopOffer(flash, laptop.currentPrice)).toMatchObject({
      effectivePrice: null,
      emiCost: null,
    });
    const unstated = deal({ offerPercent: null, offerCap: null });
    expect(toLaptopOffer(unstated, laptop.currentPrice)).toMatchObject({
      effectivePrice: null,
      emiCost: null,
    });
  });
});
