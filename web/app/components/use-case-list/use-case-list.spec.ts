import type { UseCase } from '@bli/contracts';
import { testLaptop } from '@bli/testing';
import { budgetPageFor } from './budget-link';
import { useCaseTopic } from './use-case-meta';
import { criteriaList, requirementChecks, statsLine, computeUseCaseStats } from './use-case-stats';

/** 22 Nov 2026, 10:00 IST: the test laptops' prices (08:00 IST) are current. */
const NOW = new Date('2026-11-22T04:30:00Z');
const STALE = '2026-11-20T02:30:00Z';

const travel: UseCase['criteria'] = {
  minPrice: 40_000,
  maxPrice: 150_000,
  minRamGb: 8,
  maxWeightKg: 1.4,
  requiresSsd: true,
  minBatteryHours: 8,
};

const light = (overrides: Parameters<typeof testLaptop>[0] = {}) =>
  testLaptop({
    specifications: { weight: '1.24 kg', battery: '52.6 Wh, up to 18 hours' },
    ...overrides,
  });

describe('requirementChecks', () => {
  it('checks weight, battery and RAM from each laptop’s own data, in that order', () => {
    const laptops = [
      light(),
      light({ specifications: { weight: '1,390 g', battery: 'Up to 8 hrs' }, ramSize: 8 }),
      light({ specifications: { weight: '1.6 kg', battery: '41 Wh, up to 7 hours' }, ramSize: 4 }),
    ];
    expect(requirementChecks(travel, laptops)).toEqual([
      { kind: 'weight', phrase: 'weigh 1.4 kg or less', met: 2, unknown: 0 },
      {
        kind: 'battery',
        phrase: 'are rated for 8 hours or more on battery',
        met: 2,
        unknown: 0,
      },
      { kind: 'ram', phrase: 'have 8 GB RAM or more', met: 2, unknown: 0 },
    ]);
  });

  it('counts a sheet that does not state the value as unknown, not as met', () => {
    const laptops = [light(), light({ specifications: { battery: 'up to 10 hours' } })];
    const [weight] = requirementChecks({ minPrice: 0, maxPrice: 1, maxWeightKg: 1.4 }, laptops);
    expect(weight).toMatchObject({ met: 1, unknown: 1 });
  });

  it('checks only what the use case asks for', () => {
    expect(requirementChecks({ minPrice: 0, maxPrice: 60_000 }, [light()])).toEqual([]);
    const students = requirementChecks({ minPrice: 25_000, maxPrice: 60_000, minRamGb: 8 }, [
      light(),
    ]);
    expect(students.map((check) => check.kind)).toEqual(['ram']);
  });
});

describe('computeUseCaseStats', () => {
  it('spans the current prices only, with the time of the oldest', () => {
    const laptops = [
      light({ currentPrice: 99_990, lastUpdated: '2026-11-22T03:00:00Z' }),
      light({ currentPrice: 67_990 }),
      light({ currentPrice: 45_000, lastUpdated: STALE }),
    ];
    const stats = computeUseCaseStats(travel, laptops, NOW);
    expect(stats).toMatchObject({ count: 3, priced: 2, brands: 1, pricesAsOf: 'as of 08:00 IST' });
    expect(stats.lowest?.currentPrice).toBe(67_990);
    expect(stats.highest?.currentPrice).toBe(99_990);
  });

  it('has no price span when no price is current', () => {
    const stats = computeUseCaseStats(travel, [light({ lastUpdated: STALE })], NOW);
    expect(stats).toMatchObject({ lowest: null, highest: null, pricesAsOf: null });
  });
});

describe('statsLine', () => {
  it('gives the count, price span with its time, and the requirements met', () => {
    const laptops = [
      light({ brand: 'Apple', model: 'MacBook Air 13 M2', currentPrice: 69_990 }),
      light({
        brand: 'Lenovo',
        model: 'ThinkBook 14 G7',
        currentPrice: 67_990,
        specifications: { weight: '1.2 kg', battery: '60 Wh, up to 9 hours' },
      }),
    ];
    expect(statsLine(computeUseCaseStats(travel, laptops, NOW))).toBe(
      'We list 2 laptops from 2 brands for this use case. Prices run from ₹67,990 (Lenovo ThinkBook 14 G7) to ₹69,990 (Apple MacBook Air 13 M2), as of 08:00 IST. ' +
        'By their spec sheets, both weigh 1.4 kg or less, both are rated for 8 hours or more on battery and both have 8 GB RAM or more. ' +
        "The lightest is the Lenovo ThinkBook 14 G7 (1.2 kg); the longest rated battery life is the Apple MacBook Air 13 M2's (18 hours).",
    );
  });

  it('says which part of the list its prices cover and which sheets are silent', () => {
    const laptops = [
      light({ brand: 'HP', model: '15s' }),
      light({ specifications: {}, lastUpdated: STALE }),
      light({ brand: 'Dell', model: 'Inspiron 15', specifications: { weight: '1.8 kg' } }),
    ];
    const line = statsLine(
      computeUseCaseStats({ minPrice: 0, maxPrice: 1, maxWeightKg: 1.4 }, laptops, NOW),
    );
    expect(line).toContain(
      'Prices for the 2 whose price was confirmed in the last 24 hours run from ₹50,000 (HP 15s) to ₹50,000 (Dell Inspiron 15)',
    );
    expect(line).toContain('1 of 3 weighs 1.4 kg or less (1 sheet does not say)');
  });

  it('names the one laptop whose price is current', () => {
    const laptops = [light({ brand: 'HP', model: '15s' }), light({ lastUpdated: STALE })];
    expect(statsLine(computeUseCaseStats({ minPrice: 0, maxPrice: 1 }, laptops, NOW))).toBe(
      "We list 2 laptops from 1 brand for this use case. Only the HP 15s's price was confirmed in the last 24 hours: ₹50,000, as of 08:00 IST. " +
        "The lightest is the HP 15s (1.24 kg); the longest rated battery life is the HP 15s's (18 hours).",
    );
  });

  it('reads in the singular for one laptop', () => {
    const line = statsLine(
      computeUseCaseStats(travel, [light({ brand: 'HP', model: '15s' })], NOW),
    );
    expect(line).toBe(
      'We list 1 laptop from 1 brand for this use case. The HP 15s costs ₹50,000, as of 08:00 IST. ' +
        'By its spec sheet, it weighs 1.4 kg or less, it is rated for 8 hours or more on battery and it has 8 GB RAM or more.',
    );
  });

  it('says honestly when nothing matches or no price is current', () => {
    expect(statsLine(computeUseCaseStats(travel, [], NOW))).toBe(
      'No laptop we track meets all of these requirements right now.',
    );
    expect(
      statsLine(
        computeUseCaseStats({ minPrice: 0, maxPrice: 1 }, [light({ lastUpdated: STALE })], NOW),
      ),
    ).toContain(
      'None of their prices has been confirmed in the last 24 hours, so check each one on Amazon.',
    );
  });
});

describe('criteria lists', () => {
  it('names every check, in full and in short', () => {
    expect(criteriaList(travel)).toEqual([
      'priced ₹40,000 – ₹1,50,000',
      '8 GB RAM or more',
      'SSD storage',
      '1.4 kg or lighter',
      '8 hours or more of rated battery life',
    ]);
  });
});

describe('useCaseTopic', () => {
  it('keeps the topic of the title, lower-casing ordinary words only', () => {
    expect(useCaseTopic('Best Laptops for Work From Home')).toBe('work from home');
    expect(useCaseTopic('Best Laptops for Accounting and Finance')).toBe('accounting and finance');
    expect(useCaseTopic('Best Laptops for GST Filing on a MacBook')).toBe(
      'GST filing on a MacBook',
    );
  });
});

describe('budgetPageFor', () => {
  it('picks the smallest budget page covering the price', () => {
    expect(budgetPageFor(60_000).path).toBe('/best-laptop-under-80000');
    expect(budgetPageFor(50_000).path).toBe('/best-laptop-under-50000');
    expect(budgetPageFor(150_000).path).toBe('/best-laptop-under-150000');
    expect(budgetPageFor(250_000).path).toBe('/best-laptop-under-200000');
  });
});
