import type { PriceHistory } from '@bli/contracts';
import { formatInr, isPriceCurrent, PRICE_VERDICT_RULES } from '@bli/domain';
import { MethodologyLink } from './methodology-link';
import { istDate, saleDropText, saleEventDates, todayAgainstLow } from './price-verdict-texts';

/**
 * "Prices in past sales", a section of the laptop page after the price history: the lowest price
 * in each past (or running) sale event, newest first, with its usual price before and today's
 * price against it. Hidden when there is none; when the sale calendar could not be read, it says
 * so instead. "Today" needs a current price (compliance.md §3).
 */
export function SaleEventLows({ history }: { history: PriceHistory | undefined }) {
  if (!history) return null;
  if (history.calendarAvailable && history.saleEventLows.length === 0) return null;
  return (
    <section
      aria-labelledby="sale-event-lows-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="sale-event-lows"
    >
      <h2 id="sale-event-lows-heading" className="text-xl font-bold">
        Prices in past sales
      </h2>
      {history.calendarAvailable ? (
        <SaleEventLowsTable history={history} />
      ) : (
        <p className="text-sm text-slate-600">
          The sale calendar could not be read just now, so past sale prices are not shown.
        </p>
      )}
    </section>
  );
}

function SaleEventLowsTable({ history }: { history: PriceHistory }) {
  const lows = history.saleEventLows;
  const today = isPriceCurrent(history.lastUpdated);
  return (
    <>
      {/* A phone scrolls the table sideways: keyboard users must reach it too (axe's
          scrollable-region-focusable). */}
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Lowest prices in past sales"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The lowest price in each sale, newest first</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Sale
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Dates
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Lowest
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Usual price before
              </th>
              {today && (
                <th scope="col" className="px-3 py-2 font-medium">
                  Today
                </th>
              )}
            </tr>
          </thead>
          <tbody className="[&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_tr]:border-t [&_tr]:border-slate-100">
            {lows.map((low) => (
              <tr key={low.event.slug}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {low.event.name}
                  {low.status === 'ongoing' && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                      ongoing
                    </span>
                  )}
                </th>
                <td className="whitespace-nowrap">{saleEventDates(low.event)}</td>
                <td>
                  <span className="font-semibold tabular-nums">{formatInr(low.lowestPrice)}</span>
                  <span className="block text-xs text-slate-500">on {istDate(low.lowestOn)}</span>
                </td>
                <td className="tabular-nums">{saleDropText(low) ?? 'Not known'}</td>
                {today && <td className="tabular-nums">{todayAgainstLow(low.todayAbove)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">
        Usual price: the median of the {PRICE_VERDICT_RULES.preSaleBaselineDays} days before each
        sale began. Dates are days in India. <MethodologyLink section="sale-event-lows" />
      </p>
    </>
  );
}
