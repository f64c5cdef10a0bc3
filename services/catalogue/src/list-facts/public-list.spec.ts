import { whereForCriteria, whereForFilter, whereForGaming } from '../laptops/laptop-filters';
import { whereForList } from './public-list';

describe('whereForList', () => {
  it('selects the active laptops of each list as its pages do', () => {
    expect(whereForList({ kind: 'all' })).toEqual({ isActive: true });
    expect(whereForList({ kind: 'price-range', priceRangeId: 3 })).toEqual({
      priceRange: 3,
      isActive: true,
    });
    expect(whereForList({ kind: 'gaming' })).toEqual({
      ...(whereForGaming() as object),
      isActive: true,
    });
    expect(whereForList({ kind: 'filter-page', slug: '16gb-ram' })).toEqual({
      ...(whereForFilter({ filterType: 'ram', filterValue: '16gb' }) as object),
      isActive: true,
    });
    const criteria = { minPrice: 40_000, maxPrice: 90_000, maxWeightKg: 1.4, requiresSsd: true };
    expect(whereForList({ kind: 'use-case', criteria })).toEqual({
      ...(whereForCriteria(criteria) as object),
      isActive: true,
    });
  });
});
