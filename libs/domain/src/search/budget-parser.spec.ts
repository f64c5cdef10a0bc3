import { budgetPhrase, parseBudget } from './budget-parser';

describe('parseBudget', () => {
  it.each([
    ['50k', { maxPrice: 50_000 }],
    ['laptop 50K', { maxPrice: 50_000 }],
    ['50,000', { maxPrice: 50_000 }],
    ['₹75,000', { maxPrice: 75_000 }],
    ['rs 75000', { maxPrice: 75_000 }],
    ['Rs. 45k', { maxPrice: 45_000 }],
    ['₹1,00,000', { maxPrice: 100_000 }],
    ['1 lakh', { maxPrice: 100_000 }],
    ['1.5 lakh', { maxPrice: 150_000 }],
    ['2 lakhs', { maxPrice: 200_000 }],
    ['1.2 lac', { maxPrice: 120_000 }],
    ['under 60 thousand', { maxPrice: 60_000 }],
    ['below 35000 rupees', { maxPrice: 35_000 }],
    ['less than 40k', { maxPrice: 40_000 }],
    ['upto 70k', { maxPrice: 70_000 }],
    ['under 50', { maxPrice: 50_000 }],
    ['above 1 lakh', { minPrice: 100_000 }],
    ['over ₹80,000', { minPrice: 80_000 }],
    ['between 40k and 60k', { minPrice: 40_000, maxPrice: 60_000 }],
    ['between 40 and 60k', { minPrice: 40_000, maxPrice: 60_000 }],
    ['40k to 60k', { minPrice: 40_000, maxPrice: 60_000 }],
    ['40k-60k', { minPrice: 40_000, maxPrice: 60_000 }],
    ['1 to 1.5 lakh', { minPrice: 100_000, maxPrice: 150_000 }],
    ['60k to 40k', { minPrice: 40_000, maxPrice: 60_000 }],
    ['around 50k', { minPrice: 45_000, maxPrice: 55_000 }],
  ])('reads "%s"', (query, expected) => {
    const { rest, ...budget } = parseBudget(query);
    void rest;
    expect(budget).toEqual(expected);
  });

  it.each([
    'rtx 4050',
    'i5-13420h',
    '82xm00',
    'under 15 inch',
    '16gb ram',
    'under 1.5 kg',
    '8 and 16',
    'core i7 13th gen',
  ])('finds no budget in "%s"', (query) => {
    const { rest, ...budget } = parseBudget(query);
    expect(budget).toEqual({});
    expect(rest).toBe(query.toLowerCase());
  });

  it('takes the budget phrase out of the rest of the query', () => {
    expect(parseBudget('Gaming laptop under 80k with RTX').rest).toBe('gaming laptop with rtx');
    expect(parseBudget('dell between 40k and 60k').rest).toBe('dell');
  });

  it('words a suggested budget', () => {
    expect(budgetPhrase(90_000)).toBe('under 90k');
    expect(budgetPhrase(150_000)).toBe('under 1.5 lakh');
  });
});
