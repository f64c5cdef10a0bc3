import type { Laptop } from '@bli/contracts';
import { PRICE_VERDICT_RULES as RULES } from '@bli/domain';
import { Link } from 'react-router';
import { LaptopCard } from '../laptop-card';
import { showsPriceClaims } from '../price-check-text';
import { PRICE_VERDICTS_PATH } from '../price-verdicts/methodology-path';
import { HomeSection } from './section';

/**
 * The deals section when no operator deal is live: laptops whose own price history says now is a
 * good time (docs/deal-verdicts.md, the good-deal rule), largest real discount first. A good deal
 * is a claim about a price, so only laptops whose price may be shown count (the 24-hour rule).
 * Nothing when there are none either. Below the fold: the pictures load lazily.
 */
export function GoodDealsSection({ laptops }: { laptops: readonly Laptop[] }) {
  const shown = laptops.filter((laptop) => showsPriceClaims(laptop));
  if (shown.length === 0) return null;
  return (
    <HomeSection
      id="deals"
      title="Good deals right now"
      intro={
        <>
          {`Each is within ${RULES.goodDealWithinPercent}% of the lowest price we have recorded for it: judged by its own price history, not by its list price. `}
          <Link to={PRICE_VERDICTS_PATH} className="font-medium text-blue-700 hover:underline">
            How we check prices
          </Link>
        </>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="good-deals">
        {shown.map((laptop) => (
          <li key={laptop.id}>
            <LaptopCard laptop={laptop} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
