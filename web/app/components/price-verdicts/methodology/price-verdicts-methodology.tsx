import { Breadcrumbs } from '../../breadcrumbs';
import { MethodologyCardOffers } from './methodology-card-offers';
import { MethodologyPriceChecks } from './methodology-price-checks';
import { MethodologyTiming } from './methodology-timing';

/** The page's contents, each a link to its section. */
const CONTENTS = [
  { id: 'how-we-read', label: 'How we read a price history' },
  { id: 'outliers', label: 'One-day spikes are left out' },
  { id: 'discount-check', label: 'Is this discount real?' },
  { id: 'good-deal', label: 'The good-deal badge' },
  { id: 'sale-event-lows', label: 'Prices in past sales' },
  { id: 'buy-now-or-wait', label: 'Buy now or wait' },
  { id: 'effective-price', label: 'What will I pay with my card?' },
] as const;

/**
 * `/price-verdicts`: how each price verdict of a laptop page is decided, in plain words, with
 * the thresholds of PRICE_VERDICT_RULES (docs/deal-verdicts.md). Server HTML only.
 */
export function PriceVerdictsMethodology() {
  return (
    <article className="space-y-10">
      <header className="space-y-4">
        <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'How we judge prices' }]} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          How we judge laptop prices
        </h1>
        <p className="text-lg text-slate-600">
          Every laptop page answers three questions from the laptop&rsquo;s own price history, with
          the figures beside each answer: is this discount real, is now a good time to buy, and what
          will I pay with my card. Here is how each answer is worked out.
        </p>
        <nav aria-label="On this page" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            On this page
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {CONTENTS.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="text-orange-700 hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <MethodologyPriceChecks />
      <MethodologyTiming />
      <MethodologyCardOffers />
    </article>
  );
}
