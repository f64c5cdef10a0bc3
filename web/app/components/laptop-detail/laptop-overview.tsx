import type { Laptop, LaptopOffer, PriceHistory } from '@bli/contracts';
import { hasRating, offerState, formatCount } from '@bli/domain';
import { Badge } from '@bli/ui';
import { showsPriceClaims } from '../price-check-text';
import { PriceVerdictPanel } from '../price-verdicts/price-verdict-panel';
import { StarRating } from '../star-rating';
import { PictureGallery } from './picture-gallery';
import { NoLongerSold, PricingBox } from './pricing-box';
import { QuickSpecs } from './quick-specs';

/**
 * Top of the detail page: pictures, badges, title, rating, price box, price verdicts and quick
 * specs. A retired laptop's page opens with a "No longer sold" banner and has no price box. The
 * verdicts read the price history (an extra: without it, the catalogue's own figures for the
 * discount check and the good-deal badge) and show only beside a current price in stock.
 */
export function LaptopOverview({
  laptop,
  history,
  offers = [],
}: {
  laptop: Laptop;
  history?: PriceHistory;
  offers?: readonly LaptopOffer[];
}) {
  const offer = offerState(laptop);
  const verdicts = !offer.retired && showsPriceClaims(laptop);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {offer.retired && <NoLongerSold className="lg:col-span-2" />}
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
        <PictureGallery laptop={laptop} />
      </div>
      <div className="space-y-5">
        <div className="flex flex-wrap gap-2">
          {laptop.isFeatured && <Badge tone="brand">Featured Product</Badge>}
          <Badge tone="outline">{laptop.brand}</Badge>
        </div>
        <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
          {laptop.title}
        </h1>
        {hasRating(laptop.rating) && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <StarRating rating={laptop.rating} size={18} />
            <span>
              {laptop.rating}/5 ({formatCount(laptop.reviewCount)} reviews)
            </span>
          </p>
        )}
        {!offer.retired && (
          <PricingBox
            laptop={laptop}
            discount={history?.discountCheck ?? laptop.priceCheck.discount}
            offers={offers}
          />
        )}
        {verdicts && (
          <PriceVerdictPanel
            goodDeal={history?.goodDeal ?? laptop.priceCheck.goodDeal}
            advice={history?.advice ?? null}
          />
        )}
        <QuickSpecs laptop={laptop} />
      </div>
    </div>
  );
}
