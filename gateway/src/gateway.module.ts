import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseCheck,
  HealthController,
  READINESS_CHECKS,
  RpcClient,
  type ReadinessCheck,
} from '@bli/server-kit';
import { AdminDashboardController } from './admin/admin-dashboard.controller';
import { AdminLaptopPriceController } from './admin/admin-laptop-price.controller';
import { AdminPriceRangesController } from './admin/admin-price-ranges.controller';
import { AdminSyncRunsController } from './admin/admin-sync-runs.controller';
import { SystemStatusService } from './admin/system-status.service';
import { AdminClicksController } from './affiliate/admin-clicks.controller';
import { AffiliateController } from './affiliate/affiliate.controller';
import { AuthModule } from './auth/auth.module';
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
      imports: [AuthModule.forRoot(config)],
      controllers: [
        HealthController,
        AdminClicksController,
        AdminDashboardController,
        AdminLaptopPriceController,
        AdminPriceRangesController,
        AdminSyncRunsController,
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
        SystemStatusService,
        {
          provide: RpcClient,
          useFactory: () => RpcClient.connect(config.NATS_URL, 'gateway', config.RPC_TIMEOUT_MS),
        },
        DatabaseCheck,
        {
          provide: READINESS_CHECKS,
          inject: [DatabaseCheck, RpcClient],
          useFactory: (database: DatabaseCheck, nats: RpcClient): ReadinessCheck[] => [
            database,
            { name: 'nats', check: () => nats.ping() },
          ],
        },
      ],
    };
  }
}
