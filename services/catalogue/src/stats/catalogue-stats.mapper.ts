import type { CatalogueStats } from '@bli/contracts';
import type { StatsFigures } from './catalogue-stats.repository';

/** Money stays whole rupees: the mean is rounded to the nearest rupee. */
export function toCatalogueStats({
  laptops,
  priceRanges,
  activeDeals,
}: StatsFigures): CatalogueStats {
  return {
    totalLaptops: Number(laptops.total),
    activeLaptops: Number(laptops.active),
    featuredLaptops: Number(laptops.featured),
    priceRanges,
    activeDeals,
    averageCurrentPrice:
      laptops.average_price === null ? null : Math.round(Number(laptops.average_price)),
  };
}
