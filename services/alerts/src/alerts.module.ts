import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { serviceControllers, serviceProviders } from '@bli/server-kit';
import { AlertsClock, SystemClock } from './alerts.clock';
import { AlertsConfig, vapidOf } from './alerts.config';
import { alertsOrmConfig } from './database/mikro-orm.config';
import { DeliveriesRepository } from './delivery/deliveries.repository';
import { DeliveryDispatcher } from './delivery/delivery.dispatcher';
import { DeliveryMessages } from './delivery/delivery-messages';
import { DispatchSchedule } from './delivery/dispatch.schedule';
import { MailTransport } from './delivery/mail.transport';
import { PushTransport } from './delivery/push.transport';
import { HousekeepingJob } from './housekeeping/housekeeping.job';
import { HousekeepingRepository } from './housekeeping/housekeeping.repository';
import { HousekeepingService } from './housekeeping/housekeeping.service';
import { PriceChangesService } from './price-events/price-changes.service';
import { PriceEventsConsumer } from './price-events/price-events.consumer';
import { PriceEventsRepository } from './price-events/price-events.repository';
import { AlertStatsRepository } from './stats/alert-stats.repository';
import { AlertStatsService } from './stats/alert-stats.service';
import { AlertManagementService } from './subscriptions/alert-management.service';
import { AlertRequestsService } from './subscriptions/alert-requests.service';
import { AlertsHandlers } from './subscriptions/alerts.handlers';
import { AlertsRepository } from './subscriptions/alerts.repository';
import { CatalogueLaptops } from './subscriptions/catalogue-laptops.client';
import { SubscribersRepository } from './subscriptions/subscribers.repository';
import { AlertTokens } from './tokens/alert-token';

/**
 * The alerts service's own providers, without the background loops (the JetStream consumer,
 * the dispatch schedule, housekeeping): what the integration tests drive by hand.
 */
export function alertsProviders(config: AlertsConfig): Provider[] {
  return [
    { provide: AlertsConfig, useValue: config },
    { provide: AlertsClock, useClass: SystemClock },
    {
      provide: AlertTokens,
      inject: [AlertsConfig],
      useFactory: (settings: AlertsConfig) => new AlertTokens(settings.ALERTS_TOKEN_SECRET),
    },
    {
      provide: PushTransport,
      inject: [AlertsConfig],
      useFactory: (settings: AlertsConfig) =>
        new PushTransport(
          vapidOf(settings),
          settings.ALERTS_PUSH_CA_FILE
            ? new Agent({ ca: readFileSync(settings.ALERTS_PUSH_CA_FILE) })
            : undefined,
        ),
    },
    AlertManagementService,
    AlertRequestsService,
    AlertsRepository,
    AlertStatsRepository,
    AlertStatsService,
    CatalogueLaptops,
    DeliveriesRepository,
    DeliveryDispatcher,
    DeliveryMessages,
    HousekeepingRepository,
    HousekeepingService,
    MailTransport,
    PriceChangesService,
    PriceEventsRepository,
    SubscribersRepository,
  ];
}

/** The loops that run on their own in a running service. */
export const ALERTS_BACKGROUND = [PriceEventsConsumer, DispatchSchedule, HousekeepingJob];

@Module({})
export class AlertsModule {
  static forRoot(config: AlertsConfig): DynamicModule {
    return {
      module: AlertsModule,
      imports: [
        MikroOrmModule.forRoot({
          ...alertsOrmConfig(config.DATABASE_URL, config),
          registerRequestContext: false,
        }),
      ],
      controllers: [...serviceControllers('alerts'), AlertsHandlers],
      providers: [
        ...serviceProviders('alerts', config),
        ...alertsProviders(config),
        ...ALERTS_BACKGROUND,
      ],
    };
  }
}
