import {
  Module,
  type DynamicModule,
  type INestApplicationContext,
  type Type,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM } from '@mikro-orm/postgresql';
import { Agent } from 'node:https';
import { readFileSync } from 'node:fs';
import type { AnyPattern, PayloadOf, ResponseOf } from '@bli/contracts';
import { loginUrl, provisionDatabaseRoles, RpcMetrics, UnitOfWork } from '@bli/server-kit';
import { testDatabaseRoles, type TestInfra } from '@bli/testing';
import { AlertsClock } from '../../src/alerts.clock';
import { vapidOf, type AlertsConfig } from '../../src/alerts.config';
import { alertsProviders } from '../../src/alerts.module';
import { alertsOrmConfig } from '../../src/database/mikro-orm.config';
import { PushTransport } from '../../src/delivery/push.transport';
import { AlertsHandlers } from '../../src/subscriptions/alerts.handlers';
import {
  CatalogueLaptops,
  type WatchedLaptop,
} from '../../src/subscriptions/catalogue-laptops.client';
import { NotFoundError } from '@bli/server-kit';

/** A clock the test moves by hand. */
export class TestClock extends AlertsClock {
  constructor(public at: Date) {
    super();
  }

  now(): Date {
    return this.at;
  }

  advance(ms: number): Date {
    this.at = new Date(this.at.getTime() + ms);
    return this.at;
  }
}

/** The time as it passes. */
export class RealClock extends AlertsClock {
  now(): Date {
    return new Date();
  }
}

/** The catalogue as the alerts service asks it: the laptops a test put on sale. */
export class FakeCatalogue {
  readonly laptops = new Map<string, WatchedLaptop>();

  put(laptop: WatchedLaptop): void {
    this.laptops.set(laptop.slug, laptop);
  }

  async onSale(slug: string): Promise<WatchedLaptop> {
    const laptop = this.laptops.get(slug);
    if (!laptop) throw new NotFoundError(`laptop: no laptop on sale is called "${slug}"`);
    return laptop;
  }
}

/**
 * Migrates a test database as the migrator and returns the URL of the service's own role
 * (as deployed: the service cannot change the schema).
 */
export async function alertsDatabase(
  infra: TestInfra,
): Promise<{ url: string; migrator: MikroORM }> {
  const roles = testDatabaseRoles(infra, ['alerts']);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  const migrator = await MikroORM.init(
    alertsOrmConfig(loginUrl(infra.databaseUrl, roles.migrator)),
  );
  await migrator.migrator.up();
  return { url: loginUrl(infra.databaseUrl, roles.schemas.alerts), migrator };
}

export interface AlertsTestApp {
  app: INestApplicationContext;
  handlers: AlertsHandlers;
  unitOfWork: UnitOfWork;
  /** A message as the NATS transport hands it over: validated, in a unit of work of its own. */
  call<P extends AnyPattern>(
    pattern: P,
    payload: unknown,
    handler: (
      handlers: AlertsHandlers,
      payload: PayloadOf<P>,
    ) => ResponseOf<P> | Promise<ResponseOf<P>>,
  ): Promise<ResponseOf<P>>;
  get<T>(type: abstract new (...args: never[]) => T): T;
  close(): Promise<void>;
}

/**
 * The alerts service's providers and handlers over a real database, without the NATS transport
 * or its background loops (the test runs the dispatcher and the consumer's work by hand), with
 * a fake catalogue and a clock of the test's own.
 */
export async function startAlertsTestApp(
  config: AlertsConfig,
  catalogue: FakeCatalogue,
  clock: AlertsClock,
  options: { pushCaFile?: string; background?: Type<unknown>[] } = {},
): Promise<AlertsTestApp> {
  const { pushCaFile, background = [] } = options;
  @Module({})
  class AlertsTestModule {
    static forRoot(): DynamicModule {
      return {
        module: AlertsTestModule,
        imports: [
          MikroOrmModule.forRoot({
            ...alertsOrmConfig(config.DATABASE_URL),
            registerRequestContext: false,
          }),
        ],
        controllers: [AlertsHandlers],
        providers: [
          ...alertsProviders(config),
          UnitOfWork,
          RpcMetrics,
          { provide: CatalogueLaptops, useValue: catalogue },
          { provide: AlertsClock, useValue: clock },
          {
            provide: PushTransport,
            useValue: new PushTransport(
              vapidOf(config),
              pushCaFile ? new Agent({ ca: readFileSync(pushCaFile) }) : undefined,
            ),
          },
          ...background,
        ],
      };
    }
  }
  const app = await NestFactory.createApplicationContext(AlertsTestModule.forRoot(), {
    logger: false,
    abortOnError: false,
  });
  const handlers = app.get(AlertsHandlers);
  const unitOfWork = app.get(UnitOfWork);
  return {
    app,
    handlers,
    unitOfWork,
    call: (pattern, payload, handler) =>
      unitOfWork.run(async () => handler(handlers, pattern.request.parse(payload) as never)),
    get: (type) => app.get(type),
    close: () => app.close(),
  };
}
