import { budgetUseCases } from './use-cases';

describe('budgetUseCases', () => {
  it('uses the 50,000 and 1,00,000 thresholds inclusively', () => {
    expect(budgetUseCases(50_000)).toContain('Light photo editing');
    expect(budgetUseCases(50_001)).toContain('Software development');
    expect(budgetUseCases(100_000)).toContain('Medium-to-high gaming');
    expect(budgetUseCases(100_001)).toContain('Machine learning');
  });
});
