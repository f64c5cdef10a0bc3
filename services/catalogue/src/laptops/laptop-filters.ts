import type { FilterQuery } from '@mikro-orm/core';
import type { GamingTier, LaptopCriteria, LaptopFilter } from '@bli/contracts';
import type { Laptop } from '../entities';

/** What each spec-sheet filter page means, as a query on the laptops table. */
export function whereForFilter(filter: LaptopFilter): FilterQuery<Laptop> {
  switch (filter.filterType) {
    case 'processor':
      return { processorBrand: filter.filterValue === 'amd' ? 'AMD' : 'Intel' };
    case 'ram':
      return filter.filterValue === '8gb' ? { ramSize: 8 } : { ramSize: { $gte: 16 } };
    case 'storage':
      return { storageType: 'SSD' };
    case 'graphics':
      return { hasDedicatedGraphics: true };
  }
}

export function whereForGaming(tier?: GamingTier, minPerformance?: number): FilterQuery<Laptop> {
  return {
    isGamingLaptop: true,
    ...(tier ? { gamingTier: tier } : {}),
    ...(minPerformance ? { gamingPerformanceRating: { $gte: minPerformance } } : {}),
  };
}

/** A use case's requirements as a query; every column involved is indexed or in the price range. */
export function whereForCriteria(criteria: LaptopCriteria): FilterQuery<Laptop> {
  return {
    currentPrice: { $gte: criteria.minPrice, $lte: criteria.maxPrice },
    ...(criteria.minRamGb ? { ramSize: { $gte: criteria.minRamGb } } : {}),
    ...(criteria.maxWeightKg ? { weightKg: { $lte: criteria.maxWeightKg } } : {}),
    ...(criteria.requiresSsd ? { storageType: 'SSD' } : {}),
    ...(criteria.requiresDedicatedGraphics ? { hasDedicatedGraphics: true } : {}),
    ...(criteria.minBatteryHours ? { batteryHours: { $gte: criteria.minBatteryHours } } : {}),
  };
}
