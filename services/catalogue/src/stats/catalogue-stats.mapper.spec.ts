import { toCatalogueStats } from './catalogue-stats.mapper';

describe('toCatalogueStats', () => {
  it('turns PostgreSQL bigint and numeric text into numbers and rounds the mean to a rupee', () => {
    expect(
      toCatalogueStats({
        laptops: { total: '12', active: '10', featured: '3', average_price: '54321.5000000' },
        priceRanges: 7,
        activeDeals: 2,
      }),
    ).toEqual({
      totalLaptops: 12,
      activeLaptops: 10,
      featuredLaptops: 3,
      priceRanges: 7,
      activeDeals: 2,
      averageCurrentPrice: 54_322,
    });
  });

  it('has no average when no laptop is active', () => {
    const stats = toCatalogueStats({
      laptops: { total: '1', active: '0', featured: '0', average_price: null },
      priceRanges: 0,
      activeDeals: 0,
    });
    expect(stats.averageCurrentPrice).toBeNull();
    expect(stats.activeLaptops).toBe(0);
  });
});
