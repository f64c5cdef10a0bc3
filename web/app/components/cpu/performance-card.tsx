import type { ProcessorComparison } from '@bli/contracts';
import { Card, cn } from '@bli/ui';
import { Gauge } from 'lucide-react';
import { chipColors } from './chip-colors';
import { leaderOf, PERFORMANCE_METRICS, shortChipName } from './processor-match';

/**
 * The four editorial scores out of 100 as numbers with bars. The bars are decoration: each
 * score is also written out, and the leader of each metric is named in text.
 */
export function PerformanceCard({ comparison }: { comparison: ProcessorComparison }) {
  const chips = [comparison.processor1, comparison.processor2] as const;
  return (
    <Card className="p-5">
      <h4 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gauge className="h-5 w-5 text-orange-500" aria-hidden="true" />
        Performance
      </h4>
      <p className="mt-1 text-xs text-slate-500">
        Our scores out of 100, scaled from public benchmark results of typical laptops. They compare
        these two chips only.
      </p>
      <dl className="mt-4 space-y-4">
        {PERFORMANCE_METRICS.map((metric) => {
          const scores = comparison.comparison.performance[metric.key];
          const leader = leaderOf(scores);
          return (
            <div key={metric.key}>
              <dt className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-medium text-slate-800">
                {metric.label}
                <span className="text-xs font-normal text-slate-500">
                  {leader === null ? 'Tie' : `${shortChipName(chips[leader])} leads`}
                </span>
              </dt>
              {chips.map((chip, index) => (
                <dd
                  key={chip.name}
                  className="mt-1.5 grid grid-cols-[7.5rem_1fr_3.5rem] items-center gap-2 text-xs"
                >
                  <span className="truncate text-slate-600">{shortChipName(chip)}</span>
                  <span
                    className="h-2.5 overflow-hidden rounded-full bg-slate-100"
                    aria-hidden="true"
                  >
                    <span
                      className={cn('block h-full rounded-full', chipColors(chip.brand).bar)}
                      style={{ width: `${Math.min(100, Math.max(0, scores[index]))}%` }}
                    />
                  </span>
                  <span
                    className={cn(
                      'text-right tabular-nums',
                      leader === index ? 'font-bold text-slate-900' : 'text-slate-600',
                    )}
                  >
                    {scores[index]}
                    <span className="text-slate-500">/100</span>
                  </span>
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
