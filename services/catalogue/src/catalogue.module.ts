import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { CatalogueConfig } from './catalogue.config';
import { catalogueOrmConfig } from './database/mikro-orm.config';
import { CompareHandlers } from './compare/compare.handlers';
import { CompareRepository } from './compare/compare.repository';
import { CompareService } from './compare/compare.service';
import { DealEditorHandlers } from './deal-editor/deal-editor.handlers';
import { DealEditorRepository } from './deal-editor/deal-editor.repository';
import { DealEditorService } from './deal-editor/deal-editor.service';
import { DealClock, SystemDealClock } from './deals/deal-clock';
import { DealsHandlers } from './deals/deals.handlers';
import { DealsRepository } from './deals/deals.repository';
import { DealsService } from './deals/deals.service';
import { LaptopBundleHandlers } from './laptop-bundle/laptop-bundle.handlers';
import { LaptopBundleService } from './laptop-bundle/laptop-bundle.service';
import { LaptopEditorHandlers } from './laptop-editor/laptop-editor.handlers';
import { LaptopEditorRepository } from './laptop-editor/laptop-editor.repository';
import { LaptopEditorService } from './laptop-editor/laptop-editor.service';
import { LaptopImportService } from './laptop-editor/laptop-import.service';
import { LaptopsHandlers } from './laptops/laptops.handlers';
import { LaptopsRepository } from './laptops/laptops.repository';
import { LaptopsService } from './laptops/laptops.service';
import { ListFactsHandlers } from './list-facts/list-facts.handlers';
import { ListFactsRepository } from './list-facts/list-facts.repository';
import { ListFactsService } from './list-facts/list-facts.service';
import { PriceEventsRelay } from './price-events/price-events.relay';
import { PriceEventsRepository } from './price-events/price-events.repository';
import { PriceHistoryHandlers } from './price-history/price-history.handlers';
import { PriceHistoryService } from './price-history/price-history.service';
import { PricePointsRepository } from './price-history/price-points.repository';
import { ReadStatements } from './database/read-statements';
import { ContentSaleCalendar, SaleCalendar } from './price-history/sale-calendar';
import { PriceRangesHandlers } from './price-ranges/price-ranges.handlers';
import { ManualPriceHandlers } from './price-sync/manual-price.handlers';
import { ManualPriceService } from './price-sync/manual-price.service';
import { PriceSyncHandlers } from './price-sync/price-sync.handlers';
import { PriceSyncRepository } from './price-sync/price-sync.repository';
import { PriceSyncService } from './price-sync/price-sync.service';
import { PriceRangesRepository } from './price-ranges/price-ranges.repository';
import { PriceRangesService } from './price-ranges/price-ranges.service';
import { SearchHandlers } from './search/search.handlers';
import { SearchRepository } from './search/search.repository';
import { SearchService } from './search/search.service';
import { CatalogueStatsHandlers } from './stats/catalogue-stats.handlers';
import { CatalogueStatsRepository } from './stats/catalogue-stats.repository';
import { CatalogueStatsService } from './stats/catalogue-stats.service';
import { ListTotals } from './laptops/list-totals';

@Module({})
export class CatalogueModule {
  /**
   * `overrides.dealClock`: the time deals are live by (tests set it by hand);
   * `overrides.saleCalendar`: where the price verdicts read sale events (else the content service).
   */
  static forRoot(
    config: CatalogueConfig,
    overrides: { dealClock?: DealClock; saleCalendar?: SaleCalendar } = {},
  ): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        MikroOrmModule.forRoot({
          ...catalogueOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
      ],
      controllers: [
        ...serviceControllers('catalogue'),
        CatalogueStatsHandlers,
        CompareHandlers,
        DealEditorHandlers,
        DealsHandlers,
        LaptopBundleHandlers,
        LaptopEditorHandlers,
        LaptopsHandlers,
        ListFactsHandlers,
        ManualPriceHandlers,
        PriceHistoryHandlers,
        PriceRangesHandlers,
        PriceSyncHandlers,
        SearchHandlers,
      ],
      providers: [
        ...serviceProviders('catalogue', config),
        { provide: CatalogueConfig, useValue: config },
        CatalogueStatsRepository,
        CatalogueStatsService,
        CompareRepository,
        CompareService,
        { provide: DealClock, useValue: overrides.dealClock ?? new SystemDealClock() },
        DealEditorRepository,
        DealEditorService,
        DealsRepository,
        DealsService,
        {
          provide: ListTotals,
          inject: [CatalogueConfig],
          useFactory: (settings: CatalogueConfig) => new ListTotals(settings.LIST_TOTAL_CACHE_MS),
        },
        LaptopBundleService,
        LaptopEditorRepository,
        LaptopEditorService,
        LaptopImportService,
        LaptopsRepository,
        LaptopsService,
        ListFactsRepository,
        ListFactsService,
        ManualPriceService,
        PriceEventsRelay,
        PriceEventsRepository,
        PriceHistoryService,
        PricePointsRepository,
        ReadStatements,
        overrides.saleCalendar
          ? { provide: SaleCalendar, useValue: overrides.saleCalendar }
          : { provide: SaleCalendar, useClass: ContentSaleCalendar },
        PriceRangesRepository,
        PriceRangesService,
        PriceSyncRepository,
        PriceSyncService,
        SearchRepository,
        SearchService,
      ],
    };
  }
}
