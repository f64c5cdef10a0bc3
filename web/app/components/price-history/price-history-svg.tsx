import { formatInr } from '@bli/domain';
import { useId } from 'react';
import { type ChartModel, labelWidth } from './price-history-chart.model';

/** Text with a white halo so it stays readable where it crosses the line. */
const HALO = {
  paintOrder: 'stroke',
  stroke: 'white',
  strokeWidth: 4,
  strokeLinejoin: 'round',
} as const;

/** The colours the legend beside the chart repeats (price-history-legend.tsx). */
export const SALE_BAND_FILL = '#fde68a';
export const SPIKE_STROKE = '#dc2626';

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

/** Sale events' days, shaded behind everything else, each named when its name fits. */
function SaleBands({ model }: { model: ChartModel }) {
  const { dims } = model;
  const top = dims.padding.top;
  const height = dims.height - dims.padding.bottom - top;
  const fontSize = dims.fontSize * 0.85;
  return (
    <g>
      {model.bands.map((band) => (
        <g key={band.slug}>
          <rect
            x={band.x}
            y={top}
            width={Math.max(band.width, 2)}
            height={height}
            fill={SALE_BAND_FILL}
            fillOpacity="0.45"
          />
          {band.labelled && (
            <text
              x={band.x + band.width / 2}
              y={top + fontSize}
              textAnchor="middle"
              fontSize={fontSize}
              fill="#92400e"
              style={HALO}
            >
              {band.name}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

/** The drawing: grid and axis labels, sale bands, the line, median, lowest, spikes and latest. */
export function ChartSvg({ model, label }: { model: ChartModel; label: string }) {
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
        <SaleBands model={model} />
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
        {model.outliers.map((spike) => (
          // A hollow ring: unlike the filled marks of figures the verdicts count.
          <circle
            key={spike.observedAt}
            cx={spike.x}
            cy={spike.y}
            r="5"
            fill="white"
            stroke={SPIKE_STROKE}
            strokeWidth="2"
          />
        ))}
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
