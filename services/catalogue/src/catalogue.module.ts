import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import {
  HealthController,
  MetricsController,
  READINESS_CHECKS,
  RpcClient,
  RpcMetrics,
  type ReadinessCheck,
} from '@bli/server-kit';
import { CATALOGUE_CONFIG, type CatalogueConfig } from './catalogue.config';
import { DatabaseCheck } from './database/database.check';
import { catalogueOrmConfig } from './database/mikro-orm.config';
import { RequestContextInterceptor } from './database/request-context.interceptor';
import { DealsHandlers } from './deals/deals.handlers';
import { DealsRepository } from './deals/deals.repository';
import { LaptopsHandlers } from './laptops/laptops.handlers';
import { LaptopsRepository } from './laptops/laptops.repository';
import { LaptopsService } from './laptops/laptops.service';
import { PriceHistoryHandlers } from './price-history/price-history.handlers';
import { PriceHistoryService } from './price-history/price-history.service';
import { PricePointsRepository } from './price-history/price-points.repository';
import { PriceRangesHandlers } from './price-ranges/price-ranges.handlers';
import { PriceRangesRepository } from './price-ranges/price-ranges.repository';
import { PriceRangesService } from './price-ranges/price-ranges.service';

@Module({})
export class CatalogueModule {
  static forRoot(config: CatalogueConfig): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        MikroOrmModule.forRoot({
          ...catalogueOrmConfig(config.DATABASE_URL),
          registerRequestContext: false,
        }),
      ],
      controllers: [
        HealthController,
        MetricsController,
        DealsHandlers,
        LaptopsHandlers,
        PriceHistoryHandlers,
        PriceRangesHandlers,
      ],
      providers: [
        { provide: CATALOGUE_CONFIG, useValue: config },
        RequestContextInterceptor,
        {
          provide: RpcClient,
          useFactory: () => RpcClient.connect(config.NATS_URL, 'catalogue', config.RPC_TIMEOUT_MS),
        },
        RpcMetrics,
        DatabaseCheck,
        {
          provide: READINESS_CHECKS,
          inject: [DatabaseCheck, RpcClient],
          useFactory: (database: DatabaseCheck, nats: RpcClient): ReadinessCheck[] => [
            database,
            { name: 'nats', check: () => nats.ping() },
          ],
        },
        DealsRepository,
        LaptopsRepository,
        LaptopsService,
        PriceHistoryService,
        PricePointsRepository,
        PriceRangesRepository,
        PriceRangesService,
      ],
    };
  }
}
