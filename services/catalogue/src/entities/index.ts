import { Deal } from './deal.entity';
import { DealAuditEntry } from './deal-audit-entry.entity';
import { Laptop } from './laptop.entity';
import { LaptopAuditEntry } from './laptop-audit-entry.entity';
import { PriceEvent } from './price-event.entity';
import { PricePoint } from './price-point.entity';
import { PriceRange } from './price-range.entity';

export { Deal, DealAuditEntry, Laptop, LaptopAuditEntry, PriceEvent, PricePoint, PriceRange };
export const catalogueEntities = [
  Deal,
  DealAuditEntry,
  Laptop,
  LaptopAuditEntry,
  PriceEvent,
  PricePoint,
  PriceRange,
];
