import type { Laptop } from '@bli/contracts';
import { hasRating, offerState } from '@bli/domain';
import { Badge } from '@bli/ui';
import { StarRating } from '../star-rating';
import { PictureGallery } from './picture-gallery';
import { NoLongerSold, PricingBox } from './pricing-box';
import { QuickSpecs } from './quick-specs';

/**
 * Top of the detail page: pictures, badges, title, rating, price box and quick specs. A
 * retired laptop's page opens with a "No longer sold" banner and has no price box.
 */
export function LaptopOverview({ laptop }: { laptop: Laptop }) {
  const offer = offerState(laptop);
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
              {laptop.rating}/5 ({laptop.reviewCount.toLocaleString('en-IN')} reviews)
            </span>
          </p>
        )}
        {!offer.retired && <PricingBox laptop={laptop} />}
        <QuickSpecs laptop={laptop} />
      </div>
    </div>
  );
}
