import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { runWithDeadline, UpstreamUnavailableError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { SyncRun, WorkerLease } from '../src/entities';
import { RUN_LEASE_MS } from '../src/jobs/sync-run.processor';
import { laptopsUpdatedWithin, syncDatabase, syncHarness } from './support/sync-harness';

let infra: TestInfra;
let orm: MikroORM;
const HOUR = 3_600_000;

beforeAll(async () => {
  Logger.overrideLogger(['error']);
  infra = await startTestInfra();
  orm = await syncDatabase(infra);
});

beforeEach(async () => {
  await orm.em.fork().nativeDelete(SyncRun, {});
  // Each test's worker is a new replica: the previous one's lease must not hold it off.
  await orm.em.fork().nativeDelete(WorkerLease, {});
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('the run queue', () => {
  it('holds one scheduled refresh at a time however often the schedule ticks', async () => {
    const h = syncHarness(orm, []);
    // Another replica holds the worker lease, so the run stays queued while the schedule ticks
    // again (this worker would otherwise finish it, there being nothing to refresh, in between).
    await h.runs.acquireLease('worker', 'other-replica', h.clock.now(), 60_000);
    const first = await h.scheduler.enqueueRefresh();
    const again = await h.scheduler.enqueueRefresh();
    expect(again.id).toBe(first.id);
    await h.runs.releaseLease('worker', 'other-replica');
    await h.worker.drain();
    const done = await h.runs.find(first.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      jobKey: null,
      message: 'Nothing to refresh',
    });
    expect((await h.scheduler.enqueueRefresh()).id).not.toBe(first.id);
  });

  it("works an operator's run before the schedule's", async () => {
    const h = syncHarness(orm, []);
    const now = h.clock.now();
    await h.runs.enqueue(
      { kind: 'scheduled', requestedSource: 'auto', jobKey: 's', priority: 10 },
      now,
    );
    const manual = await h.runs.enqueue(
      { kind: 'price-range', requestedSource: 'keepa', jobKey: 'p', priority: 0, priceRangeId: 1 },
      now,
    );
    expect((await h.runs.claimNext(now, RUN_LEASE_MS))?.id).toBe(manual.run.id);
  });
});

describe('a refresh run', () => {
  it('refreshes what is stale, oldest price first, and records what it did', async () => {
    const now = Date.UTC(2026, 10, 22, 6);
    const laptops = laptopsUpdatedWithin(300, now, 2);
    const stale = laptops.filter((l) => l.lastUpdated.getTime() < now - HOUR);
    const h = syncHarness(orm, laptops);
    const run = await h.scheduler.enqueueRefresh();
    await h.worker.drain();

    const order = h.creators.fetched.map((f) => f.asin);
    expect(order.sort()).toEqual(stale.map((l) => l.asin).sort());
    const previous = h.catalogue.updates.map((u) => u.previous.getTime());
    expect(previous).toEqual([...previous].sort((a, b) => a - b));
    expect(await h.runs.find(run.id)).toMatchObject({
      status: 'succeeded',
      kind: 'scheduled',
      sources: ['creators-api'],
      productsTotal: stale.length,
      productsProcessed: stale.length,
      pricePointsAdded: stale.length,
      errorCount: 0,
      creatorsApiRequests: Math.ceil(stale.length / 10),
      message: `Refreshed ${stale.length} of ${stale.length} laptops from Amazon API`,
    });
  });

  it('uses Keepa when the Creators API does not answer (launch mode)', async () => {
    const now = Date.UTC(2026, 10, 22, 6);
    const h = syncHarness(orm, laptopsUpdatedWithin(50, now - 2 * HOUR, 1));
    h.creators.available = false;
    const run = await h.scheduler.enqueueRefresh();
    await h.worker.drain();
    expect(await h.runs.find(run.id)).toMatchObject({
      status: 'succeeded',
      sources: ['keepa'],
      productsProcessed: 50,
      keepaTokensSpent: 50,
    });
  });

  it('fails with the reason when the source asked for cannot be used', async () => {
    const h = syncHarness(orm, laptopsUpdatedWithin(5, Date.UTC(2026, 10, 21), 1));
    h.keepa.available = false;
    const { run } = await h.runs.enqueue(
      { kind: 'asins', requestedSource: 'keepa', jobKey: 'k', priority: 0, asins: ['B0T0000001'] },
      h.clock.now(),
    );
    await h.worker.drain();
    expect(await h.runs.find(run.id)).toMatchObject({
      status: 'failed',
      message: 'keepa is off',
      jobKey: null,
    });
  });

  it('after a crash mid-run loses nothing applied: another worker continues from the cursor', async () => {
    const now = Date.UTC(2026, 10, 22, 6);
    const h = syncHarness(orm, laptopsUpdatedWithin(500, now - 3 * HOUR, 1));
    const run = await h.scheduler.enqueueRefresh();

    // Worker A takes the run, applies two chunks, then dies in the middle of the third fetch.
    h.creators.hangAfter = 2;
    const claimed = (await h.runs.claimNext(h.clock.now(), RUN_LEASE_MS))!;
    void h.processor.process(claimed, new AbortController().signal);
    // Polled up to 30 s: on a loaded CI machine two chunks can take far longer than usual.
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      const saved = await h.runs.find(run.id);
      if (saved?.productsProcessed === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const midway = (await h.runs.find(run.id))!;
    expect(midway).toMatchObject({ status: 'running', productsProcessed: 200 });
    expect(await h.runs.claimNext(h.clock.now(), RUN_LEASE_MS)).toBeNull();

    // Its lease lapses; worker B claims the same run and finishes it.
    h.creators.hangAfter = Infinity;
    h.clock.advance(RUN_LEASE_MS + 1);
    await h.worker.drain();
    const finished = (await h.runs.find(run.id))!;
    expect(finished).toMatchObject({ status: 'succeeded', attempts: 2, productsProcessed: 500 });
    const fetched = h.creators.fetched.map((f) => f.asin);
    expect(fetched).toHaveLength(500);
    expect(new Set(fetched).size).toBe(500);
    expect(h.catalogue.points.size).toBe(500);
  });

  it('does not take the deadline of the request that queued it', async () => {
    const now = Date.UTC(2026, 10, 22, 6);
    const h = syncHarness(orm, laptopsUpdatedWithin(150, now - 3 * HOUR, 1));
    // As the sync service queues a run while handling an operator's request (2 s left here).
    await runWithDeadline(Date.now() + 2_000, async () => {
      await h.runs.enqueue(
        { kind: 'price-range', requestedSource: 'auto', jobKey: 'p', priority: 0, priceRangeId: 1 },
        h.clock.now(),
      );
      h.worker.wake();
    });
    await h.worker.drain();
    expect(h.catalogue.deadlines.length).toBeGreaterThan(0);
    expect(h.catalogue.deadlines.filter((deadline) => deadline !== undefined)).toEqual([]);
  });

  it('fails with the reason when catalogue cannot take a chunk while the next one is fetched', async () => {
    const now = Date.UTC(2026, 10, 22, 6);
    const h = syncHarness(orm, laptopsUpdatedWithin(300, now - 3 * HOUR, 1));
    h.catalogue.applyFailure = new UpstreamUnavailableError('The catalogue service is not running');
    h.creators.delayMs = 50;
    const run = await h.scheduler.enqueueRefresh();
    await h.worker.drain();
    expect(await h.runs.find(run.id)).toMatchObject({
      status: 'failed',
      message: 'The catalogue service is not running',
      productsProcessed: 0,
    });
  });
});
