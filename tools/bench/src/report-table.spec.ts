import { formatTable } from './report-table';

describe('formatTable', () => {
  it('lines the figures up under their headings, errors as failed/total', () => {
    const table = formatTable([
      {
        name: 'baseline',
        requestsPerSecond: 12_345.6,
        p50Ms: 3,
        p99Ms: 12.25,
        errors: 0,
        total: 123_456,
      },
      {
        name: 'GET /api/x',
        requestsPerSecond: 99,
        p50Ms: 10.04,
        p99Ms: 40,
        errors: 2,
        total: 990,
        notes: 'ratio 0.01',
      },
    ]).split('\n');
    expect(table[0]).toMatch(/^run\s+req\/s\s+p50 ms\s+p99 ms\s+errors\s+notes$/);
    expect(table[2]).toMatch(/^baseline\s+12346\s+3\.0\s+12\.3\s+0\/123456\s*$/);
    expect(table[3]).toMatch(/^GET \/api\/x\s+99\s+10\.0\s+40\.0\s+2\/990\s+ratio 0\.01$/);
  });
});
