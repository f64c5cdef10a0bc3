import { METHODOLOGY_FIGURES as F, buyVerdictRows } from './methodology-figures';
import { MethodologySection } from './methodology-section';

/** "Is now a good time to buy": the sale-event lows and buy now or wait. */
export function MethodologyTiming() {
  return (
    <>
      <MethodologySection id="sale-event-lows" title="Prices in past sales">
        <p>
          For each sale event that has begun and that our prices cover (Great Indian Festival, Prime
          Day, Republic Day Sale and the like), we show the lowest price during its days, the usual
          price before it (the median of the {F.preSaleDays} days before it began), how far the
          price fell, and how today&rsquo;s price compares with that low. The newest sale comes
          first; a sale running today is marked &ldquo;ongoing&rdquo;.
        </p>
        <p>
          Our editors keep the sale calendar, each sale with its first and last day in India. Each
          year&rsquo;s edition of a sale carries the same name, which is how we find &ldquo;the same
          sale last year&rdquo;: an edition of the same name that began {F.lastYearMinDays} to{' '}
          {F.lastYearMaxDays} days earlier. When the calendar cannot be read, we show no sale prices
          and never say a price is likely to drop.
        </p>
      </MethodologySection>

      <MethodologySection id="buy-now-or-wait" title="Buy now or wait">
        <p>
          One verdict, with its reason in one line and the figures behind it. We never guess: each
          verdict follows from the laptop&rsquo;s own prices. They are tried in this order, and the
          first that applies is the one you see.
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The buy-now-or-wait verdicts, in the order tried</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Verdict
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  When
                </th>
              </tr>
            </thead>
            <tbody>
              {buyVerdictRows().map((row) => (
                <tr key={row.label} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                    {row.label}
                  </th>
                  <td className="px-3 py-2">{row.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          A reason reads like: &ldquo;₹56,990 is 4% above the lowest price we have recorded (₹54,990
          on 23 Sept 2026), within {F.goodDealPercent}%.&rdquo; or &ldquo;Republic Day Sale starts
          on 13 Jan 2027; in last year&rsquo;s, the price fell 10% (₹60,000 to ₹53,990).&rdquo; Past
          sales are no promise: prices may not fall again.
        </p>
      </MethodologySection>
    </>
  );
}
