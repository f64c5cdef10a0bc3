import type { PriceHistory } from '@bli/contracts';
import { formatDateEnIn, formatInr } from '@bli/domain';
import { useId } from 'react';
import {
  buildChartModel,
  type ChartModel,
  CHART_DIMS,
  COMPACT_CHART_DIMS,
  lowestOf,
  medianOf,
  sortedPoints,
  summaryText,
  tableRows,
} from './price-history-chart.model';

/** Text with a white halo so it stays readable where it crosses the line. */
const HALO = {
  paintOrder: 'stroke',
  stroke: 'white',
  strokeWidth: 4,
  strokeLinejoin: 'round',
} as const;

/** Rough label width in viewBox units, to keep labels inside the chart. */
const labelWidth = (text: string, fontSize: number) => text.length * fontSize * 0.6;

function lowestLabel(model: ChartModel) {
  const { dims, lowest } = model;
  if (!lowest) return null;
  const text = `Lowest ${formatInr(lowest.price)}`;
  const half = labelWidth(text, dims.fontSize) / 2;
  const below = dims.height - dims.padding.bottom - lowest.y > dims.fontSize * 1.8;
  const anchor =
    lowest.x - half < dims.padding.left
      ? 'start'
      : lowest.x + half > dims.width - dims.padding.right
        ? 'end'
        : 'middle';
  const y = below ? lowest.y + dims.fontSize * 1.5 : lowest.y - dims.fontSize * 0.8;
  return { text, x: lowest.x, y, anchor } as const;
}

function ChartSvg({ model, label }: { model: ChartModel; label: string }) {
  const gradientId = useId();
  const { dims, lowest, median, latest } = model;
  const { fontSize } = dims;
  const left = dims.padding.left;
  const right = dims.width - dims.padding.right;
  const bottom = dims.height - dims.padding.bottom;
  const lowestText = lowestLabel(model);
  const lastTick = model.xTicks.length - 1;
  return (
    <svg
      viewBox={`0 0 ${dims.width} ${dims.height}`}
      width={dims.width}
      height={dims.height}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      fontFamily="inherit"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#f97316" stopOpacity="0.22" />
          <stop offset="100%" stopColor="#f97316" stopOpacity="0" />
        </linearGradient>
      </defs>
      <g aria-hidden="true">
        {model.yTicks.map((tick) => (
          <g key={tick.at}>
            <line x1={left} x2={right} y1={tick.at} y2={tick.at} stroke="#e2e8f0" />
            <text
              x={left - 8}
              y={tick.at}
              dy="0.35em"
              textAnchor="end"
              fontSize={fontSize}
              fill="#64748b"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {model.xTicks.map((tick, i) => (
          <text
            key={i}
            x={tick.at}
            y={bottom + fontSize * 1.7}
            fontSize={fontSize}
            fill="#64748b"
            textAnchor={
              lastTick === 0 ? 'middle' : i === 0 ? 'start' : i === lastTick ? 'end' : 'middle'
            }
          >
            {tick.label}
          </text>
        ))}
        <path d={model.areaPath} fill={`url(#${gradientId})`} />
        <path
          d={model.linePath}
          fill="none"
          stroke="#ea580c"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {median && (
          <g>
            <line
              x1={left}
              x2={right}
              y1={median.y}
              y2={median.y}
              stroke="#2563eb"
              strokeWidth="1.5"
              strokeDasharray="6 5"
            />
            <text
              x={right}
              y={median.y - fontSize * 0.5}
              textAnchor="end"
              fontSize={fontSize}
              fontWeight="600"
              fill="#1d4ed8"
              style={HALO}
            >
              Median {formatInr(median.price)}
            </text>
          </g>
        )}
        {lowest && lowestText && (
          <g>
            <circle
              cx={lowest.x}
              cy={lowest.y}
              r="5.5"
              fill="#16a34a"
              stroke="white"
              strokeWidth="2"
            />
            <text
              x={lowestText.x}
              y={lowestText.y}
              textAnchor={lowestText.anchor}
              fontSize={fontSize}
              fontWeight="600"
              fill="#15803d"
              style={HALO}
            >
              {lowestText.text}
            </text>
          </g>
        )}
        <circle cx={latest.x} cy={latest.y} r="4" fill="#ea580c" stroke="white" strokeWidth="2" />
      </g>
    </svg>
  );
}

function Facts({ history }: { history: PriceHistory }) {
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
  ].filter((row): row is { label: string; value: string; note: string; dot: string } =>
    Boolean(row),
  );
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

/**
 * Price history as a hand-drawn SVG line chart (lowest price and 90-day median marked and
 * labelled) plus the same data as a table; all rendered on the server. Phones get a compact
 * drawing of the same data so its labels stay readable.
 */
export function PriceHistoryChart({ history }: { history: PriceHistory }) {
  const wide = buildChartModel(history, CHART_DIMS);
  const compact = buildChartModel(history, COMPACT_CHART_DIMS);
  const summary = summaryText(history);
  if (!wide || !compact) return <p className="text-sm text-slate-600">{summary}</p>;
  const rows = tableRows(history);
  return (
    <figure className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="md:hidden">
            <ChartSvg model={compact} label={summary} />
          </div>
          <div className="hidden md:block">
            <ChartSvg model={wide} label={summary} />
          </div>
        </div>
        <Facts history={history} />
      </div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <details className="rounded-md border border-slate-200 bg-white">
        <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-800">
          Show price history as a table
        </summary>
        <div className="max-h-80 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Recorded prices, newest first</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium text-slate-600">
                  Date
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium text-slate-600">
                  Price
                </th>
              </tr>
            </thead>
            {/* Ninety rows styled once here, not a class on each of their 270 elements. */}
            <tbody className="[&_td]:px-4 [&_td]:py-1.5 [&_td+td]:text-right [&_td+td]:tabular-nums [&_tr]:border-t [&_tr]:border-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.date}</td>
                  <td>{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
