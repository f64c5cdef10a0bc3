import { MikroORM } from '@mikro-orm/postgresql';
import { SchedulerRegistry } from '@nestjs/schedule';
import { loginUrl, provisionDatabaseRoles, UnitOfWork } from '@bli/server-kit';
import { testDatabaseRoles, type TestInfra } from '@bli/testing';
import { syncOrmConfig } from '../../src/database/mikro-orm.config';
import { SyncRunProcessor } from '../../src/jobs/sync-run.processor';
import { SyncScheduler } from '../../src/jobs/sync.scheduler';
import { SyncWorker } from '../../src/jobs/sync.worker';
import type { CreatorsApiProvider } from '../../src/providers/creators-api/creators-api.provider';
import type { KeepaProvider } from '../../src/providers/keepa/keepa.provider';
import { ProviderRegistry } from '../../src/providers/provider-registry';
import { SyncRunsRepository } from '../../src/runs/sync-runs.repository';
import { syncEnvSchema } from '../../src/sync.config';
import { FakeCatalogue, type FakeLaptop } from './fake-catalogue';
import { FakeClock } from './fake-clock';
import { FakeProvider } from './fake-provider';

/** The sync machinery on a real database with fake catalogue, providers and clock. */
export function syncHarness(
  orm: MikroORM,
  laptops: FakeLaptop[],
  options: {
    msPerItem?: number;
    env?: Record<string, string>;
    clock?: FakeClock;
    /** Real providers (against the simulators) instead of the fake ones. */
    registry?: ProviderRegistry;
  } = {},
) {
  const clock = options.clock ?? new FakeClock();
  const config = syncEnvSchema.parse({
    DATABASE_URL: 'postgres://unused/unused',
    SYNC_REFRESH_AFTER_MINUTES: '60',
    SYNC_SCHEDULE_INTERVAL_SECONDS: '600',
    ...options.env,
  });
  const catalogue = new FakeCatalogue(laptops);
  const creators = new FakeProvider('creators-api', clock, options.msPerItem);
  const keepa = new FakeProvider('keepa', clock, options.msPerItem);
  const registry =
    options.registry ??
    new ProviderRegistry(
      creators as unknown as CreatorsApiProvider,
      keepa as unknown as KeepaProvider,
    );
  const unitOfWork = new UnitOfWork(orm);
  const runs = new SyncRunsRepository(orm.em);
  const processor = new SyncRunProcessor(runs, catalogue.asClient(), registry, clock, unitOfWork);
  const worker = new SyncWorker(runs, processor, clock, config, unitOfWork);
  const scheduler = new SyncScheduler(
    new SchedulerRegistry(),
    runs,
    worker,
    clock,
    config,
    unitOfWork,
  );
  return {
    clock,
    config,
    catalogue,
    creators,
    keepa,
    runs: eachCallInItsOwnUnit(runs, unitOfWork),
    processor,
    worker,
    scheduler,
  };
}

/** The repository as a test calls it: each call a unit of work of its own, as a job step's is. */
function eachCallInItsOwnUnit<T extends object>(target: T, unitOfWork: UnitOfWork): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        unitOfWork.run(async () => (value as (...a: unknown[]) => unknown).apply(object, args));
    },
  });
}

/** The sync schema migrated by the migrator, and an ORM logged in as sync's own role, as deployed. */
export async function syncDatabase(infra: TestInfra): Promise<MikroORM> {
  const roles = testDatabaseRoles(infra, ['sync']);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  const migrator = await MikroORM.init(syncOrmConfig(loginUrl(infra.databaseUrl, roles.migrator)));
  try {
    await migrator.migrator.up();
  } finally {
    await migrator.close();
  }
  return MikroORM.init(syncOrmConfig(loginUrl(infra.databaseUrl, roles.schemas.sync)));
}

/** `count` laptops whose prices were last seen at random times in the `hours` before `now`. */
export function laptopsUpdatedWithin(count: number, now: number, hours: number): FakeLaptop[] {
  let seed = 7;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  return Array.from({ length: count }, (_, i) => ({
    asin: `B0T${String(i).padStart(7, '0')}`,
    lastUpdated: new Date(now - Math.floor(random() * hours * 3_600_000)),
    priceRangeId: (i % 3) + 1,
    price: 40_000,
    isActive: true,
  }));
}
