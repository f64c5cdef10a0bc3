import type { Deal } from '@bli/contracts';
import { ChevronDown } from 'lucide-react';
import { DealCard } from '../deal-card';
import { HomeSection } from './section';

/** docs/product-rules.md §9: up to 3 deals on the home page. */
export const HOME_DEAL_COUNT = 3;

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * "Latest Deals & Offers" — only when deals exist. There is no deals page yet, so "View All"
 * is a native <details> disclosure that reveals the remaining deals in place: it works without
 * JavaScript, and every deal is in the server HTML.
 */
export function DealsSection({ deals }: { deals: readonly Deal[] }) {
  if (deals.length === 0) return null;
  const first = deals.slice(0, HOME_DEAL_COUNT);
  const rest = deals.slice(HOME_DEAL_COUNT);
  return (
    <HomeSection
      id="deals"
      title="Latest Deals & Offers"
      intro="Live offers, soonest-ending first. Offer prices are as announced; the price on amazon.in at checkout applies."
    >
      <ul className={gridClass}>
        {first.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <details className="group mt-6" data-testid="all-deals">
          <summary className="mx-auto flex w-fit cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{`View All (${deals.length} deals)`}</span>
            <span className="hidden group-open:inline">Show Fewer Deals</span>
            <ChevronDown
              className="h-4 w-4 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <ul className={`${gridClass} mt-6`}>
            {rest.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </HomeSection>
  );
}
