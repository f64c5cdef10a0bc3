import type { SyncRun } from '@bli/contracts';
import { activitySummary, describeRun } from './activity-summary';

function run(overrides: Partial<SyncRun>): SyncRun {
  return {
    id: 1,
    kind: 'price-range',
    requestedSource: 'creators-api',
    sources: ['creators-api'],
    priceRangeId: 1,
    asinCount: null,
    status: 'succeeded',
    createdAt: '2026-11-22T05:00:00.000Z',
    startedAt: '2026-11-22T05:00:01.000Z',
    finishedAt: '2026-11-22T05:00:05.000Z',
    productsTotal: 10,
    productsProcessed: 10,
    pricePointsAdded: 10,
    errorCount: 0,
    errors: [],
    message: null,
    keepaTokensSpent: 0,
    creatorsApiRequests: 1,
    ...overrides,
  };
}

describe('activitySummary', () => {
  it('counts finished and succeeded runs, products and clicks', () => {
    const runs = [
      run({ id: 1, productsProcessed: 12 }),
      run({ id: 2, status: 'failed', productsProcessed: 3 }),
      run({ id: 3, status: 'running', productsProcessed: 4 }),
    ];
    expect(activitySummary(runs, { total: 42 })).toEqual({
      succeededRuns: 1,
      finishedRuns: 2,
      productsSynced: 19,
      clicks: 42,
    });
  });

  it('is all zeros without data', () => {
    expect(activitySummary([], undefined)).toEqual({
      succeededRuns: 0,
      finishedRuns: 0,
      productsSynced: 0,
      clicks: 0,
    });
  });
});

describe('describeRun', () => {
  it('names the kind, the range and the sources used', () => {
    expect(describeRun(run({ sources: ['keepa'] }), 'Under ₹30,000')).toBe(
      'Price range sync: Under ₹30,000 · Keepa',
    );
    expect(describeRun(run({ kind: 'scheduled', sources: [], requestedSource: 'auto' }))).toBe(
      'Scheduled refresh · Amazon API, Keepa as fallback',
    );
  });
});
