import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { laptopsUpdatedWithin, syncDatabase, syncHarness } from './support/sync-harness';

let infra: TestInfra;
let orm: MikroORM;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  Logger.overrideLogger(['error']);
  infra = await startTestInfra();
  orm = await syncDatabase(infra);
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('the schedule', () => {
  it('refreshes every active laptop within 24 hours, oldest price first, within the quota', async () => {
    const start = Date.UTC(2026, 10, 22, 0);
    // 1,000 laptops last priced up to 20 h ago; the source prices one every 2 s (1,800 an
    // hour), enough for the hourly refresh the defaults ask for.
    const laptops = laptopsUpdatedWithin(1_000, start, 20);
    laptops[17].isActive = false;
    const h = syncHarness(orm, laptops, { msPerItem: 2_000 });
    h.clock.ms = start;
    const interval = h.config.SYNC_SCHEDULE_INTERVAL_SECONDS * 1000;

    for (let tick = start; tick < start + 24 * HOUR; tick += interval) {
      h.clock.ms = Math.max(h.clock.ms, tick);
      await h.scheduler.enqueueRefresh();
      await h.worker.drain();
    }

    const active = laptops.filter((l) => l.isActive);
    const refreshed = new Map<string, number[]>();
    for (const { asin, at } of h.creators.fetched) {
      refreshed.set(asin, [...(refreshed.get(asin) ?? []), at]);
    }
    for (const laptop of active) {
      const times = refreshed.get(laptop.asin);
      expect(times?.length).toBeGreaterThanOrEqual(1);
    }
    expect(refreshed.has(laptops[17].asin)).toBe(false);
    // No price ever got older than 24 h: every gap between observations is shorter.
    const byAsin = new Map(laptops.map((l) => [l.asin, l]));
    for (const { asin, previous, at } of h.catalogue.updates) {
      expect(at.getTime() - previous.getTime()).toBeLessThan(24 * HOUR);
      expect(at.getTime()).toBeLessThan(start + 25 * HOUR);
      expect(byAsin.get(asin)!.isActive).toBe(true);
    }
    // Within each run the oldest price went first.
    const runs = await h.runs.list(500);
    for (const run of runs) {
      const inRun = h.catalogue.updates.filter(
        (u) => u.at > run.startedAt! && u.at <= run.finishedAt!,
      );
      const previous = inRun.map((u) => u.previous.getTime());
      expect(previous).toEqual([...previous].sort((a, b) => a - b));
      expect(inRun).toHaveLength(run.productsProcessed);
    }
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    expect(runs.length).toBeGreaterThan(100);
  });
});
