import { Injectable } from '@nestjs/common';
import type { CatalogueStats } from '@bli/contracts';
import { toCatalogueStats } from './catalogue-stats.mapper';
import { CatalogueStatsRepository } from './catalogue-stats.repository';

/** The admin dashboard's stat cards. */
@Injectable()
export class CatalogueStatsService {
  constructor(private readonly stats: CatalogueStatsRepository) {}

  async get(now: Date = new Date()): Promise<CatalogueStats> {
    return toCatalogueStats(await this.stats.figures(now));
  }
}
