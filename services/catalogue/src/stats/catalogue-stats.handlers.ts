import { Controller } from '@nestjs/common';
import { CataloguePatterns as P } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import { CatalogueStatsService } from './catalogue-stats.service';

/** The admin dashboard's stat cards. */
@Controller()
export class CatalogueStatsHandlers {
  constructor(private readonly stats: CatalogueStatsService) {}

  @Handles(P.statsGet)
  get() {
    return this.stats.get();
  }
}
