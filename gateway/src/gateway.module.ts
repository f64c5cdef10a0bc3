import { Module, type DynamicModule } from '@nestjs/common';
import {
  HealthController,
  READINESS_CHECKS,
  RpcClient,
  type ReadinessCheck,
} from '@bli/server-kit';
import { AdminClicksController } from './affiliate/admin-clicks.controller';
import { AffiliateController } from './affiliate/affiliate.controller';
import { AdminLaptopsController } from './catalogue/admin-laptops.controller';
import { CompareController } from './catalogue/compare.controller';
import { DealsController } from './catalogue/deals.controller';
import { BlogController } from './content/blog.controller';
import { EditorialController } from './content/editorial.controller';
import { LaptopsController } from './catalogue/laptops.controller';
import { PriceRangesController } from './catalogue/price-ranges.controller';
import { SearchController } from './catalogue/search.controller';
import type { GatewayConfig } from './gateway.config';
import { KeepaController } from './sync/keepa.controller';
import { LaptopsSyncController } from './sync/laptops-sync.controller';
import { SeoController } from './seo/seo.controller';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [
        HealthController,
        AdminClicksController,
        AdminLaptopsController,
        AffiliateController,
        BlogController,
        CompareController,
        EditorialController,
        DealsController,
        KeepaController,
        LaptopsSyncController,
        LaptopsController,
        PriceRangesController,
        SearchController,
        SeoController,
      ],
      providers: [
        {
          provide: RpcClient,
          useFactory: () => RpcClient.connect(config.NATS_URL, 'gateway', config.RPC_TIMEOUT_MS),
        },
        {
          provide: READINESS_CHECKS,
          inject: [RpcClient],
          useFactory: (nats: RpcClient): ReadinessCheck[] => [
            { name: 'nats', check: () => nats.ping() },
          ],
        },
      ],
    };
  }
}
