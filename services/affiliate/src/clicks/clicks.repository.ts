import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AFFILIATE_SCHEMA } from '../database/mikro-orm.config';
import { AffiliateClick } from '../entities';

export type NewClick = Omit<AffiliateClick, 'id'>;

export interface LaptopClicks {
  laptopId: number;
  asin: string;
  slug: string;
  clicks: number;
  lastClickAt: Date;
}

const TABLE = `"${AFFILIATE_SCHEMA}"."clicks"`;

@Injectable()
export class ClicksRepository {
  constructor(private readonly em: EntityManager) {}

  async record(click: NewClick): Promise<void> {
    await this.em.persist(this.em.create(AffiliateClick, click)).flush();
  }

  /** Clicks per India calendar day since an instant (days without clicks are absent). */
  async perDay(since: Date): Promise<Map<string, number>> {
    const rows = await this.em.getConnection().execute<{ day: string; clicks: string }[]>(
      `select to_char(clicked_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*) as clicks
         from ${TABLE} where clicked_at >= ? group by day`,
      [since],
    );
    return new Map(rows.map((row) => [row.day, Number(row.clicks)]));
  }

  /** Clicks per laptop since an instant, most clicked first; asin and slug as last clicked. */
  async perLaptop(since: Date): Promise<LaptopClicks[]> {
    const rows = await this.em
      .getConnection()
      .execute<
        { laptop_id: number; asin: string; slug: string; clicks: string; last_click_at: Date }[]
      >(
        `select laptop_id,
              (array_agg(asin order by clicked_at desc))[1] as asin,
              (array_agg(laptop_slug order by clicked_at desc))[1] as slug,
              count(*) as clicks,
              max(clicked_at) as last_click_at
         from ${TABLE} where clicked_at >= ?
        group by laptop_id
        order by clicks desc, last_click_at desc`,
        [since],
      );
    return rows.map((row) => ({
      laptopId: row.laptop_id,
      asin: row.asin,
      slug: row.slug,
      clicks: Number(row.clicks),
      lastClickAt: new Date(row.last_click_at),
    }));
  }
}
