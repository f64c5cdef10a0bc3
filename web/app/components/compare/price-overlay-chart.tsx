import { formatInr } from '@bli/domain';
import {
  OVERLAY_COLOURS,
  OVERLAY_DASHES,
  OVERLAY_DIMS,
  overlayModel,
  type OverlaySeries,
} from './price-overlay.model';

/** The compared laptops' last 90 days of prices on one chart (server-rendered SVG). */
export function PriceOverlayChart({ series }: { series: OverlaySeries[] }) {
  const withPoints = series.filter((s) => s.points.length > 0);
  if (withPoints.length === 0) return null;
  const model = overlayModel(withPoints);
  const { width, height, padding } = OVERLAY_DIMS;
  return (
    <section
      aria-labelledby="price-overlay-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="price-overlay"
    >
      <h2 id="price-overlay-heading" className="text-xl font-bold">
        Price history, side by side
      </h2>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="price-overlay-heading"
      >
        {model.yTicks.map((tick) => (
          <g key={tick.label}>
            <line
              x1={padding.left}
              x2={width - padding.right}
              y1={tick.at}
              y2={tick.at}
              stroke="#e2e8f0"
            />
            <text
              x={padding.left - 8}
              y={tick.at + 4}
              textAnchor="end"
              fontSize="12"
              fill="#64748b"
            >
              {tick.label}
            </text>
          </g>
        ))}
        {model.xTicks.map((tick) => (
          <text
            key={`${tick.at}`}
            x={tick.at}
            y={height - 12}
            textAnchor="middle"
            fontSize="12"
            fill="#64748b"
          >
            {tick.label}
          </text>
        ))}
        {model.paths.map((path, i) => (
          <path
            key={withPoints[i].label}
            d={path}
            fill="none"
            stroke={OVERLAY_COLOURS[i]}
            strokeWidth="2.5"
            strokeDasharray={OVERLAY_DASHES[i] || undefined}
          />
        ))}
      </svg>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {withPoints.map((s, i) => {
          const prices = s.points.map((p) => p.price);
          return (
            <li key={s.label} className="flex items-start gap-2">
              <svg width="28" height="10" aria-hidden="true" className="mt-1.5 shrink-0">
                <line
                  x1="0"
                  x2="28"
                  y1="5"
                  y2="5"
                  stroke={OVERLAY_COLOURS[i]}
                  strokeWidth="3"
                  strokeDasharray={OVERLAY_DASHES[i] || undefined}
                />
              </svg>
              <span>
                <span className="line-clamp-1 font-medium">{s.label}</span>
                <span className="text-slate-600">
                  90-day low {formatInr(Math.min(...prices))}, high {formatInr(Math.max(...prices))}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
