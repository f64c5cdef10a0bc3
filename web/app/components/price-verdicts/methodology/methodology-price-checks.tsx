import { METHODOLOGY_FIGURES as F } from './methodology-figures';
import { MethodologySection } from './methodology-section';

/** How a price history is read, and the two answers to "is this discount real". */
export function MethodologyPriceChecks() {
  return (
    <>
      <MethodologySection id="how-we-read" title="How we read a price history">
        <p>
          We record the price of every laptop we track and keep every price we record. The rules
          read one price a day: for each calendar day in India (IST) with a price, its lowest price.
          Checking hourly or daily gives the same answer. &ldquo;The last {F.medianDays} days&rdquo;
          means today and the {F.medianDays - 1} days before it.
        </p>
      </MethodologySection>

      <MethodologySection id="outliers" title="One-day spikes are left out">
        <p>
          Sometimes a price jumps up or down for a single day, often a listing error. Such a spike
          counts in none of our figures: not the lowest price, not the median, not any verdict. A
          day is a spike when its price is more than {F.outlierMads} median absolute deviations away
          from the median of the {F.outlierWindowDays} days either side of it, and just as far from
          the day before and the day after.
        </p>
        <p>
          Where the price stays exactly the same for weeks, we count the deviation as at least{' '}
          {F.outlierMinMadPercent}% of the median, so a move must be at least{' '}
          {F.outlierMinMovePercent}% to be a spike. A price that stays where it moved (a sale
          starting, a price cut) is a real change, not a spike; the first day we recorded and today
          are never spikes. The chart draws spikes as rings, and when one went below the lowest
          price we say so beside it.
        </p>
      </MethodologySection>

      <MethodologySection id="discount-check" title="Is this discount real?">
        <p>
          The &ldquo;% OFF&rdquo; badge compares the price with the list price the retailer shows,
          and appears when the discount is above {F.badgeAbovePercent}%. A list price can be one the
          laptop is never sold at, so beside the badge we show what the price saves against the
          laptop&rsquo;s own usual price: the{' '}
          <strong>median of the last {F.medianDays} days</strong>, in rupees and as a rounded
          percentage. When the laptop costs more than usual, we say that instead.
        </p>
        <p>
          For example: a list price of ₹45,285 gives &ldquo;23% OFF&rdquo; on a price of ₹34,990. If
          the {F.medianDays}-day median is ₹36,730, the real saving is 5% (₹1,740).
        </p>
        <p>
          When the list price is above every price we recorded in the last {F.listPriceDays} days,
          we add &ldquo;list price never seen in {F.listPriceMonths} months&rdquo;, with the list
          price and the highest price of those days one tap away. We say it only when we have{' '}
          {F.listPriceMonths} months of prices for the laptop. It is a statement of fact, not an
          accusation.
        </p>
      </MethodologySection>

      <MethodologySection id="good-deal" title="The good-deal badge">
        <p>
          A laptop gets the <strong>Good deal</strong> badge when its price is within{' '}
          <strong>{F.goodDealPercent}%</strong> of the lowest price we have recorded for it (one-day
          spikes left out), and we have at least{' '}
          <strong>
            {F.minHistoryWeeks} weeks ({F.minHistoryDays} days)
          </strong>{' '}
          of its prices. With less history there is no badge, whatever the prices: a laptop we
          started tracking last week has no &ldquo;lowest price&rdquo; worth the name.
        </p>
      </MethodologySection>
    </>
  );
}
