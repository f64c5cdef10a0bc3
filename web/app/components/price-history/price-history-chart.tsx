import type { PriceHistory } from '@bli/contracts';
import {
  buildChartModel,
  CHART_DIMS,
  COMPACT_CHART_DIMS,
  summaryText,
} from './price-history-chart.model';
import { PriceHistoryFacts } from './price-history-facts';
import { PriceHistoryLegend } from './price-history-legend';
import { ChartSvg } from './price-history-svg';
import { PriceHistoryTable } from './price-history-table';

/**
 * Price history as a hand-drawn SVG line chart (lowest price and 90-day median marked and
 * labelled, sale events shaded, one-day spikes ringed) plus the same data as a table; all
 * rendered on the server. Phones get a compact drawing of the same data so its labels stay
 * readable.
 */
export function PriceHistoryChart({ history }: { history: PriceHistory }) {
  const wide = buildChartModel(history, CHART_DIMS);
  const compact = buildChartModel(history, COMPACT_CHART_DIMS);
  const summary = summaryText(history);
  if (!wide || !compact) return <p className="text-sm text-slate-600">{summary}</p>;
  return (
    <figure className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-2 lg:col-span-2">
          <div className="md:hidden">
            <ChartSvg model={compact} label={summary} />
          </div>
          <div className="hidden md:block">
            <ChartSvg model={wide} label={summary} />
          </div>
          <PriceHistoryLegend model={wide} />
        </div>
        <PriceHistoryFacts history={history} />
      </div>
      <figcaption className="text-sm text-slate-600">{summary}</figcaption>
      <PriceHistoryTable history={history} />
    </figure>
  );
}
