import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseCheck,
  HealthController,
  natsSettings,
  READINESS_CHECKS,
  RpcClient,
  type ReadinessCheck,
} from '@bli/server-kit';
import { AdminDashboardController } from './admin/admin-dashboard.controller';
import { SystemStatusService } from './admin/system-status.service';
import { AffiliateController } from './affiliate/affiliate.controller';
import { AlertsController } from './alerts/alerts.controller';
import { LaptopsController } from './catalogue/laptops.controller';
import { ListFactsController } from './catalogue/list-facts.controller';
import { PriceRangesController } from './catalogue/price-ranges.controller';
import { DealsController } from './catalogue/deals.controller';
import { SearchController } from './catalogue/search.controller';
import { ContentController } from './content/content.controller';
import { EntriesAdminController } from './content/entries-admin.controller';
import { PostsAdminController } from './content/posts-admin.controller';
import { SeoController } from './seo/seo.controller';
import { SyncController } from './sync/sync.controller';
import { AuthModule } from './auth/auth.module';
import type { GatewayConfig } from './gateway.config';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [AuthModule.forRoot(config)],
      controllers: [
        HealthController,
        AdminDashboardController,
        AffiliateController,
        AlertsController,
        ContentController,
        EntriesAdminController,
        PostsAdminController,
        LaptopsController,
        ListFactsController,
        PriceRangesController,
        SearchController,
        DealsController,
        SeoController,
        SyncController,
      ],
      providers: [
        SystemStatusService,
        {
          provide: RpcClient,
          useFactory: () =>
            RpcClient.connect(natsSettings(config, 'gateway'), config.RPC_TIMEOUT_MS),
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
