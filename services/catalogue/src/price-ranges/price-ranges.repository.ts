import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PriceRange as PriceRangeView } from '@bli/contracts';
import { CATALOGUE_SCHEMA } from '../database/mikro-orm.config';
import { preparedRows } from '../database/prepared-rows';
import { PriceRange } from '../entities';

const RANGES = `"${CATALOGUE_SCHEMA}"."price_ranges"`;
const LAPTOPS = `"${CATALOGUE_SCHEMA}"."laptops"`;

@Injectable()
export class PriceRangesRepository {
  constructor(private readonly em: EntityManager) {}

  findActive(): Promise<PriceRange[]> {
    return this.em.find(
      PriceRange,
      { isActive: true },
      { orderBy: { minPrice: 'asc', id: 'asc' } },
    );
  }

  /** Every range, active or not, for the operators' list. */
  findAll(): Promise<PriceRange[]> {
    return this.em.find(PriceRange, {}, { orderBy: { minPrice: 'asc', id: 'asc' } });
  }

  findById(id: number): Promise<PriceRange | null> {
    return this.em.findOne(PriceRange, { id });
  }

  /** Another range already using this slug (by the unique slug index). */
  findOtherWithSlug(slug: string, id: number): Promise<PriceRange | null> {
    return this.em.findOne(PriceRange, { slug, id: { $ne: id } });
  }

  /** Whether an active range has this id (a list's or a sync's check): by primary key, no entity. */
  async isActive(id: number): Promise<boolean> {
    const rows = await preparedRows(
      this.em,
      `select 1 from ${RANGES} where "id" = ? and "is_active"`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * An active range by its slug or its SEO slug (each a unique index), its active laptops
   * counted, as the contract shows it: one statement and no entity, where a lookup and a count
   * took two round trips. A range's page asks it twice (its own call and its metadata's).
   */
  async findActiveView(by: 'slug' | 'seo_slug', value: string): Promise<PriceRangeView | null> {
    const [view] = await preparedRows<PriceRangeView>(
      this.em,
      `select "id", "name", "slug", "seo_slug" as "seoSlug", "min_price" as "minPrice",
              "max_price" as "maxPrice", "seo_title" as "seoTitle",
              "seo_description" as "seoDescription", "is_active" as "isActive",
              (select count(*)::int from ${LAPTOPS} as laptop
                where laptop."is_active" and laptop."price_range_id" = range."id") as "laptopCount"
         from ${RANGES} as range where range."${by}" = ? and range."is_active"`,
      [value],
    );
    return view ?? null;
  }

  findBySlugOrSeoSlug(slug: string, seoSlug: string | null): Promise<PriceRange | null> {
    return this.em.findOne(PriceRange, {
      $or: [{ slug }, ...(seoSlug ? [{ seoSlug }] : [])],
    });
  }

  /** Active laptops per range in one grouped query (no query per range). */
  async countActiveLaptops(rangeIds: number[]): Promise<Map<number, number>> {
    if (rangeIds.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<{ price_range_id: number; count: string }[]>(
      `select price_range_id, count(*) as count from ${LAPTOPS}
         where is_active and price_range_id in (${rangeIds.map(() => '?').join(',')})
         group by price_range_id`,
      rangeIds,
    );
    return new Map(rows.map((row) => [row.price_range_id, Number(row.count)]));
  }

  async insert(range: PriceRange): Promise<void> {
    await this.em.persist(range).flush();
  }

  /** Writes the changes made to ranges loaded through this repository. */
  async flush(): Promise<void> {
    await this.em.flush();
  }
}
