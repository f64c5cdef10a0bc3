import { useCasesForMaxPrice } from './use-cases';

describe('useCasesForMaxPrice', () => {
  it('uses the 50,000 and 1,00,000 thresholds inclusively', () => {
    expect(useCasesForMaxPrice(50_000)).toContain('Light photo editing');
    expect(useCasesForMaxPrice(50_001)).toContain('Software development');
    expect(useCasesForMaxPrice(100_000)).toContain('Medium-to-high gaming');
    expect(useCasesForMaxPrice(100_001)).toContain('Machine learning');
  });
});
