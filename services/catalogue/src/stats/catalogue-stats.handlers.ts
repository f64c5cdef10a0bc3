import { Controller } from '@nestjs/common';
import { CataloguePatterns as P, type CatalogueStats } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { toCatalogueStats } from './catalogue-stats.mapper';
import { CatalogueStatsRepository } from './catalogue-stats.repository';

/** The admin dashboard's stat cards. */
@Controller()
export class CatalogueStatsHandlers {
  constructor(private readonly stats: CatalogueStatsRepository) {}

  @Handles(P.statsGet)
  async get(): Promise<CatalogueStats> {
    return toCatalogueStats(await this.stats.figures(new Date()));
  }
}
