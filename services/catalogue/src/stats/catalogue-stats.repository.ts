import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CATALOGUE_SCHEMA } from '../database/mikro-orm.config';
import { Deal, PriceRange } from '../entities';
import { liveDealWhere } from '../deals/deals.repository';

/** The laptop figures as PostgreSQL returns them: counts as bigint strings, avg as numeric. */
export interface LaptopFiguresRow {
  total: string | number;
  active: string | number;
  featured: string | number;
  average_price: string | number | null;
}

export interface StatsFigures {
  laptops: LaptopFiguresRow;
  priceRanges: number;
  activeDeals: number;
}

/** Three aggregate queries, run at once; no row is loaded into the process. */
@Injectable()
export class CatalogueStatsRepository {
  constructor(private readonly em: EntityManager) {}

  async figures(now: Date): Promise<StatsFigures> {
    const [laptopRows, priceRanges, activeDeals] = await Promise.all([
      this.em.getConnection().execute<LaptopFiguresRow[]>(
        `select count(*) as total,
                count(*) filter (where is_active) as active,
                count(*) filter (where is_active and is_featured) as featured,
                avg(current_price) filter (where is_active) as average_price
           from "${CATALOGUE_SCHEMA}"."laptops"`,
      ),
      this.em.count(PriceRange, { isActive: true }),
      this.em.count(Deal, liveDealWhere(now)),
    ]);
    return { laptops: laptopRows[0], priceRanges, activeDeals };
  }
}
