import type { ChartModel } from './price-history-chart.model';
import { SALE_BAND_FILL, SPIKE_STROKE } from './price-history-svg';

/**
 * What the chart's shading and rings mean, in words: the sale events shaded (every one, named
 * in the drawing or not) and the one-day spikes. Nothing when the chart has neither.
 */
export function PriceHistoryLegend({ model }: { model: ChartModel }) {
  const names = model.bands.map((band) => band.name);
  if (names.length === 0 && model.outliers.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600"
      data-testid="chart-legend"
    >
      {names.length > 0 && (
        <li className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-4 rounded-sm"
            style={{ backgroundColor: SALE_BAND_FILL }}
            aria-hidden="true"
          />
          Sale {names.length === 1 ? 'event' : 'events'}: {names.join(', ')}
        </li>
      )}
      {model.outliers.length > 0 && (
        <li className="flex items-center gap-2">
          <span
            className="inline-block h-3 w-3 rounded-full border-2 bg-white"
            style={{ borderColor: SPIKE_STROKE }}
            aria-hidden="true"
          />
          One-day price spike, left out of every figure
        </li>
      )}
    </ul>
  );
}
