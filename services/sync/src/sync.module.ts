import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { CatalogueClient } from './catalogue/catalogue.client';
import { KeepaAdminHandlers } from './keepa-admin/keepa-admin.handlers';
import { KeepaAdminService } from './keepa-admin/keepa-admin.service';
import { LaptopImportHandlers } from './laptop-import/laptop-import.handlers';
import { LaptopImportService } from './laptop-import/laptop-import.service';
import { RetailerSearchService } from './laptop-import/retailer-search.service';
import { SyncClock, SystemClock } from './common/clock';
import { syncOrmConfig } from './database/mikro-orm.config';
import { OutboundHttp } from './http/outbound-http';
import { Redactor } from './http/redactor';
import { SyncRunProcessor } from './jobs/sync-run.processor';
import { SyncScheduler } from './jobs/sync.scheduler';
import { SyncWorker } from './jobs/sync.worker';
import { CreatorsApiClient } from './providers/creators-api/creators-api.client';
import { CreatorsApiProvider } from './providers/creators-api/creators-api.provider';
import { KeepaClient } from './providers/keepa/keepa.client';
import { KeepaProvider } from './providers/keepa/keepa.provider';
import type { ResilienceOptions } from './providers/provider-resilience';
import { ProviderRegistry } from './providers/provider-registry';
import { SyncRunsHandlers } from './runs/sync-runs.handlers';
import { SyncRunsRepository } from './runs/sync-runs.repository';
import { SyncRunsService } from './runs/sync-runs.service';
import { ProviderStateRepository } from './state/provider-state.repository';
import { CREATORS_API_TOKEN_URLS, SyncConfig } from './sync.config';

/** The two retailer sources, built from config; a source without credentials is "not configured". */
const providerRegistry: Provider = {
  provide: ProviderRegistry,
  inject: [SyncConfig, ProviderStateRepository, SyncClock],
  useFactory: (config: SyncConfig, states: ProviderStateRepository, clock: SyncClock) => {
    const redactor = new Redactor([config.CREATORS_API_CREDENTIAL_SECRET, config.KEEPA_API_KEY]);
    const http = new OutboundHttp(
      redactor,
      config.SYNC_HTTP_TIMEOUT_MS,
      config.SYNC_HTTP_MAX_BODY_BYTES,
    );
    const resilience: ResilienceOptions = {
      retryAttempts: config.SYNC_RETRY_ATTEMPTS,
      breakerFailures: config.SYNC_BREAKER_FAILURES,
      breakerResetMs: config.SYNC_BREAKER_RESET_SECONDS * 1000,
    };
    const creatorsClient =
      config.CREATORS_API_CREDENTIAL_ID && config.CREATORS_API_CREDENTIAL_SECRET
        ? new CreatorsApiClient(
            http,
            {
              credentialId: config.CREATORS_API_CREDENTIAL_ID,
              credentialSecret: config.CREATORS_API_CREDENTIAL_SECRET,
              version: config.CREATORS_API_CREDENTIAL_VERSION,
              tokenUrl:
                config.CREATORS_API_TOKEN_URL ??
                CREATORS_API_TOKEN_URLS[config.CREATORS_API_CREDENTIAL_VERSION],
              baseUrl: config.CREATORS_API_BASE_URL.replace(/\/+$/, ''),
              partnerTag: config.CREATORS_API_PARTNER_TAG ?? config.AMAZON_ASSOCIATE_TAG,
            },
            clock,
          )
        : null;
    const keepaClient = config.KEEPA_API_KEY
      ? new KeepaClient(http, { apiKey: config.KEEPA_API_KEY, baseUrl: config.KEEPA_BASE_URL })
      : null;
    return new ProviderRegistry(
      new CreatorsApiProvider(creatorsClient, states, clock, {
        ratePerSecond: config.CREATORS_API_RATE_PER_SECOND,
        cooldownMs: config.CREATORS_API_COOLDOWN_MINUTES * 60_000,
        resilience,
      }),
      new KeepaProvider(
        keepaClient,
        states,
        clock,
        {
          resilience,
          categoryId: config.KEEPA_CATEGORY_ID,
          imageBaseUrl: config.KEEPA_IMAGE_BASE_URL,
        },
        config.KEEPA_REFILL_PERIOD_MS,
      ),
    );
  },
};

@Module({})
export class SyncModule {
  static forRoot(config: SyncConfig, overrides: { clock?: SyncClock } = {}): DynamicModule {
    return {
      module: SyncModule,
      imports: [
        MikroOrmModule.forRoot({
          ...syncOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
        ScheduleModule.forRoot(),
      ],
      controllers: [
        ...serviceControllers('sync'),
        KeepaAdminHandlers,
        SyncRunsHandlers,
        LaptopImportHandlers,
      ],
      providers: [
        ...serviceProviders('sync', config),
        { provide: SyncConfig, useValue: config },
        { provide: SyncClock, useValue: overrides.clock ?? new SystemClock() },
        providerRegistry,
        CatalogueClient,
        ProviderStateRepository,
        SyncRunsRepository,
        SyncRunsService,
        KeepaAdminService,
        RetailerSearchService,
        LaptopImportService,
        SyncRunProcessor,
        SyncWorker,
        SyncScheduler,
      ],
    };
  }
}
