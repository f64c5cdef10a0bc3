import type { PriceHistory } from '@bli/contracts';
import { MethodologyLink } from '../price-verdicts/methodology-link';
import { PriceHistoryChart } from './price-history-chart';
import { outlierNote } from './price-history-chart.model';
import { PriceHistoryRangeLinks } from './price-history-range';
import { historyRangeSpan } from './price-history-ranges';

/**
 * "Price History" block of the detail page: the range buttons, the chart of the range asked
 * (`?days=`) and the note on a left-out spike; absent when the history could not be loaded.
 * `#price-history` is where the range links land.
 */
export function PriceHistorySection({ history }: { history: PriceHistory | undefined }) {
  if (!history) return null;
  const spike = outlierNote(history);
  return (
    <section
      id="price-history"
      aria-labelledby="price-history-heading"
      className="scroll-mt-20 space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="price-history-heading" className="text-xl font-bold">
            Price History
          </h2>
          <p className="text-sm text-slate-600">
            The prices we recorded for this laptop over {historyRangeSpan(history.days)}, so you can
            tell a real deal from a routine price.
          </p>
        </div>
        <PriceHistoryRangeLinks days={history.days} />
      </div>
      <PriceHistoryChart history={history} />
      {spike && (
        <p className="text-sm text-slate-600" data-testid="outlier-note">
          {spike} <MethodologyLink section="outliers" className="text-xs" />
        </p>
      )}
    </section>
  );
}
