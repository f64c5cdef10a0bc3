import { filterChips } from './search-summary';

describe('filter chips', () => {
  it('words what the search understood', () => {
    expect(
      filterChips({
        terms: ['rtx'],
        brands: ['Lenovo'],
        gaming: true,
        maxPrice: 80_000,
        processorFamily: 'core i7',
        minRamGb: 16,
        maxWeightKg: 1.5,
      }),
    ).toEqual([
      'Under ₹80,000',
      'Gaming',
      'Lenovo',
      'Core i7',
      '16 GB+ RAM',
      'Up to 1.5 kg',
      '“rtx”',
    ]);
    expect(filterChips({ terms: [], brands: [], minPrice: 40_000, maxPrice: 60_000 })).toEqual([
      '₹40,000 – ₹60,000',
    ]);
  });
});
