import { PRICE_VERDICT_RULES as RULES } from '@bli/domain';
import { Link } from 'react-router';

/**
 * "Good deals only" left nothing: no laptop of the list is near its lowest price right now. The
 * way back is the whole list, in the same order.
 */
export function NoGoodDeals({ allHref }: { allHref: string }) {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center"
      data-testid="no-good-deals"
    >
      <h3 className="text-lg font-semibold">No good deals here right now</h3>
      <p className="mt-2 text-slate-600">
        {`None of these laptops is within ${RULES.goodDealWithinPercent}% of the lowest price we have recorded for it today.`}
      </p>
      <Link to={allHref} className="mt-4 inline-block font-medium text-blue-700 hover:underline">
        Show all laptops
      </Link>
    </div>
  );
}
