import { Deal } from './deal.entity';
import { Laptop } from './laptop.entity';
import { PricePoint } from './price-point.entity';
import { PriceRange } from './price-range.entity';

export { Deal, Laptop, PricePoint, PriceRange };
export const catalogueEntities = [Deal, Laptop, PricePoint, PriceRange];
