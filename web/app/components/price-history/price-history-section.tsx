import type { PriceHistory } from '@bli/contracts';
import { PriceHistoryChart } from './price-history-chart';

/** "Price History" block of the detail page; absent when the history could not be loaded. */
export function PriceHistorySection({ history }: { history: PriceHistory | undefined }) {
  if (!history) return null;
  return (
    <section
      aria-labelledby="price-history-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="price-history-heading" className="text-xl font-bold">
          Price History
        </h2>
        <p className="text-sm text-slate-600">
          The prices we recorded for this laptop over the last 90 days, so you can tell a real deal
          from a routine price.
        </p>
      </div>
      <PriceHistoryChart history={history} />
    </section>
  );
}
