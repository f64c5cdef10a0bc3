import type { PriceHistory } from '@bli/contracts';
import { formatDateEnIn, formatInr } from '@bli/domain';
import { lowestOf, medianOf, sortedPoints } from './price-history-chart.model';

interface Fact {
  label: string;
  value: string;
  note: string;
  dot: string;
}

/** The chart's key figures beside it: latest, lowest, 90-day median and highest of the range. */
export function PriceHistoryFacts({ history }: { history: PriceHistory }) {
  const series = sortedPoints(history.points);
  const latest = series[series.length - 1];
  const highest = series.reduce((top, point) => (point.price > top.price ? point : top), series[0]);
  const lowest = lowestOf(history);
  const median = medianOf(history);
  const rows = [
    {
      label: 'Latest recorded',
      value: formatInr(latest.price),
      note: formatDateEnIn(latest.observedAt),
      dot: 'bg-orange-600',
    },
    lowest && {
      label: 'Lowest',
      value: formatInr(lowest.price),
      note: formatDateEnIn(lowest.observedAt),
      dot: 'bg-green-600',
    },
    median !== null && {
      label: '90-day median',
      value: formatInr(median),
      note: 'dashed line',
      dot: 'border-t-2 border-dashed border-blue-600 !h-0 w-4 rounded-none',
    },
    {
      label: 'Highest',
      value: formatInr(highest.price),
      note: formatDateEnIn(highest.observedAt),
      dot: 'bg-slate-400',
    },
  ].filter((row): row is Fact => Boolean(row));
  return (
    <dl className="grid grid-cols-2 gap-3 self-start">
      {rows.map((row) => (
        <div key={row.label} className="rounded-md border border-slate-200 p-3">
          <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
            <span
              className={`inline-block h-2.5 w-2.5 rounded-full ${row.dot}`}
              aria-hidden="true"
            />
            {row.label}
          </dt>
          <dd className="text-lg font-bold text-slate-900">{row.value}</dd>
          <dd className="text-xs text-slate-500">{row.note}</dd>
        </div>
      ))}
    </dl>
  );
}
