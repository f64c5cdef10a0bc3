import { medianRun, type RunResult } from './lighthouse-run';

const run = (performance: number, lcpMs: number): RunResult => ({
  url: '/',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs: 0,
  cls: 0,
  failing: [],
});

describe('medianRun', () => {
  it('takes the run with the middle performance score of three', () => {
    expect(medianRun([run(99, 900), run(80, 2_000), run(95, 1_200)]).scores.performance).toBe(95);
  });

  it('breaks ties by LCP', () => {
    expect(medianRun([run(90, 1_500), run(90, 1_000), run(90, 2_000)]).lcpMs).toBe(1_500);
  });
});
