import type { AdminLaptop, AttentionItem, AuditEntry } from '@bli/contracts';
import type { Laptop, LaptopAuditEntry } from '../entities';
import { toLaptopDetail } from '../laptops/laptop.mapper';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A laptop as operators see it in the editor; its pictures follow the shoppers' 24-hour rule. */
export function toAdminLaptop(laptop: Laptop, now: Date): AdminLaptop {
  return {
    ...toLaptopDetail(laptop, now),
    featureTags: laptop.featureTags,
    useCaseTags: laptop.useCaseTags,
    priceRangeLocked: laptop.priceRangeLocked,
    parsedFields: laptop.parsedFields,
    unavailableSince: iso(laptop.unavailableSince),
    retailerMissingSince: iso(laptop.retailerMissingSince),
    imagesRefreshedAt: iso(laptop.imagesRefreshedAt),
    createdAt: laptop.createdAt.toISOString(),
    publishedAt: iso(laptop.publishedAt),
    retiredAt: iso(laptop.retiredAt),
  };
}

export function toAuditEntry(entry: LaptopAuditEntry): AuditEntry {
  return {
    id: entry.id,
    asin: entry.asin,
    operator: entry.operator,
    field: entry.field,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    at: entry.at.toISOString(),
  };
}

/** Why each laptop needs a look (one item per reason), the longest-standing first. */
export function toAttentionItems(laptops: Laptop[], unavailableBefore: Date): AttentionItem[] {
  const items: AttentionItem[] = [];
  for (const laptop of laptops) {
    const base = {
      asin: laptop.asin,
      slug: laptop.slug,
      title: laptop.title,
      status: laptop.status,
    };
    if (laptop.unavailableSince && laptop.unavailableSince <= unavailableBefore) {
      items.push({
        ...base,
        reason: 'unavailable-30-days',
        since: laptop.unavailableSince.toISOString(),
      });
    }
    if (laptop.retailerMissingSince) {
      items.push({
        ...base,
        reason: 'retailer-missing',
        since: laptop.retailerMissingSince.toISOString(),
      });
    }
  }
  return items.sort((a, b) => a.since.localeCompare(b.since) || a.asin.localeCompare(b.asin));
}
