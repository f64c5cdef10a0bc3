import { Deal } from './deal.entity';
import { Laptop } from './laptop.entity';
import { LaptopAuditEntry } from './laptop-audit-entry.entity';
import { PricePoint } from './price-point.entity';
import { PriceRange } from './price-range.entity';

export { Deal, Laptop, LaptopAuditEntry, PricePoint, PriceRange };
export const catalogueEntities = [Deal, Laptop, LaptopAuditEntry, PricePoint, PriceRange];
