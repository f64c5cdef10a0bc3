import type { Laptop } from '@bli/contracts';
import { hasRating } from '@bli/domain';
import { Badge } from '@bli/ui';
import { LaptopImage } from '../laptop-image';
import { StarRating } from '../star-rating';
import { PricingBox } from './pricing-box';
import { QuickSpecs } from './quick-specs';

/** Top of the detail page: image, badges, title, rating, price box and quick specs. */
export function LaptopOverview({ laptop }: { laptop: Laptop }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
        <LaptopImage
          src={laptop.imageUrl}
          brand={laptop.brand}
          alt={laptop.title}
          width={640}
          height={440}
          eager
          className="rounded-md"
        />
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
        <PricingBox laptop={laptop} />
        <QuickSpecs laptop={laptop} />
      </div>
    </div>
  );
}
