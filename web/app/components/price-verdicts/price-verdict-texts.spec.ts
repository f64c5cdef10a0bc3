import { testPriceHistory } from '@bli/testing';
import {
  adviceEvidenceRows,
  goodDealText,
  listPriceNeverSeenDetail,
  medianSavingText,
  saleDropText,
  saleEventDates,
  todayAgainstLow,
} from './price-verdict-texts';

const { discountCheck, goodDeal, advice } = testPriceHistory();
const event = (startDate: string, endDate: string) => ({
  slug: 'great-indian-festival-2026',
  name: 'Great Indian Festival',
  startDate,
  endDate,
});

describe('medianSavingText', () => {
  it('says what the price saves against the 90-day median, or what it costs more', () => {
    expect(
      medianSavingText({
        ...discountCheck,
        median90Days: 36_730,
        savingVsMedian: { rupees: 1_740, percent: 5 },
      }),
    ).toBe('Saves 5% (₹1,740) against its 90-day median of ₹36,730');
    expect(
      medianSavingText({
        ...discountCheck,
        median90Days: 36_730,
        savingVsMedian: { rupees: -1_100, percent: -3 },
      }),
    ).toBe('Costs 3% (₹1,100) more than usual: its 90-day median is ₹36,730');
  });

  it('never says "0%", and says so at the median', () => {
    expect(
      medianSavingText({ ...discountCheck, savingVsMedian: { rupees: 120, percent: 0 } }),
    ).toBe('Saves less than 1% (₹120) against its 90-day median of ₹38,500');
    expect(medianSavingText({ ...discountCheck, savingVsMedian: { rupees: 0, percent: 0 } })).toBe(
      'At its usual price: the 90-day median of ₹38,500',
    );
  });

  it('says nothing without a median', () => {
    expect(
      medianSavingText({ ...discountCheck, median90Days: null, savingVsMedian: null }),
    ).toBeNull();
  });
});

describe('listPriceNeverSeenDetail', () => {
  it('gives the list price and the highest of 180 days, only when never seen', () => {
    const check = { ...discountCheck, listPrice: 45_285, highest180Days: 39_990 };
    expect(listPriceNeverSeenDetail({ ...check, listPriceNeverSeen: true })).toBe(
      'The list price is ₹45,285; the highest price we recorded in the last 180 days is ₹39,990.',
    );
    expect(listPriceNeverSeenDetail(check)).toBeNull();
  });
});

describe('goodDealText', () => {
  it('names how close the price is to the lowest recorded', () => {
    const good = { ...goodDeal, isGoodDeal: true, currentPrice: 38_000, aboveLowestPercent: 4 };
    expect(goodDealText(good)).toBe('Within 4% of the lowest price we recorded (₹36,500)');
    expect(goodDealText({ ...good, currentPrice: 36_600, aboveLowestPercent: 0 })).toBe(
      'Less than 1% above the lowest price we recorded (₹36,500)',
    );
    expect(goodDealText({ ...good, currentPrice: 36_500, aboveLowestPercent: 0 })).toBe(
      'The lowest price we have recorded (₹36,500)',
    );
  });

  it('says nothing without a good deal', () => {
    expect(goodDealText(goodDeal)).toBeNull();
  });
});

describe('saleEventDates', () => {
  it.each([
    ['2026-09-23', '2026-10-12', '23 Sept – 12 Oct 2026'],
    ['2027-01-13', '2027-01-19', '13–19 Jan 2027'],
    ['2026-12-28', '2027-01-03', '28 Dec 2026 – 3 Jan 2027'],
    ['2026-05-01', '2026-05-01', '1 May 2026'],
  ])('%s to %s reads "%s"', (start, end, text) => {
    expect(saleEventDates(event(start, end))).toBe(text);
  });
});

describe('sale-event lows', () => {
  it("compares today's price with the sale's low", () => {
    expect(todayAgainstLow({ rupees: 1_200, percent: 3 })).toBe('₹1,200 more today');
    expect(todayAgainstLow({ rupees: -500, percent: -1 })).toBe('₹500 less today');
    expect(todayAgainstLow({ rupees: 0, percent: 0 })).toBe('The same today');
  });

  it('says how far the price fell from its usual price before', () => {
    expect(saleDropText({ priceBefore: 60_000, dropPercent: 10 })).toBe('₹60,000 before, 10% drop');
    expect(saleDropText({ priceBefore: 60_000, dropPercent: -2 })).toBe('₹60,000 before, 2% rise');
    expect(saleDropText({ priceBefore: 60_000, dropPercent: 0 })).toBe('₹60,000 before, no drop');
    expect(saleDropText({ priceBefore: null, dropPercent: null })).toBeNull();
  });
});

describe('adviceEvidenceRows', () => {
  it('lists the price now, the lowest and when, the median and the history', () => {
    expect(adviceEvidenceRows(advice.evidence)).toEqual([
      { label: 'Price now', value: '₹39,000' },
      { label: 'Lowest recorded', value: '₹36,500 on 3 Nov 2026' },
      { label: '90-day median', value: '₹38,500' },
      { label: 'Price history', value: '120 days' },
    ]);
  });

  it('adds the coming sale and last year’s drop when the verdict cites them', () => {
    const lastYear = event('2026-01-13', '2026-01-19');
    const rows = adviceEvidenceRows({
      ...advice.evidence,
      nextSale: { event: event('2027-01-13', '2027-01-19'), startsInDays: 1 },
      lastYearSale: {
        event: lastYear,
        status: 'past',
        lowestPrice: 53_990,
        lowestOn: '2026-01-14',
        priceBefore: 60_000,
        dropPercent: 10,
        todayAbove: { rupees: 5_010, percent: 9 },
      },
    });
    expect(rows).toContainEqual({
      label: 'Next sale',
      value: 'Great Indian Festival, from 13 Jan 2027 (in 1 day)',
    });
    expect(rows).toContainEqual({
      label: "Last year's sale",
      value: 'Great Indian Festival (13–19 Jan 2026): lowest ₹53,990, ₹60,000 before, 10% drop',
    });
  });
});
