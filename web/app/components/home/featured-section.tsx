import type { Laptop } from '@bli/contracts';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { LaptopCard } from '../laptop-card';
import { HomeSection } from './section';
import { listImagePriority } from '../picture-sources';

/** docs/product-rules.md §9: at most 2 featured laptops on the home page. */
export const HOME_FEATURED_COUNT = 2;

export function FeaturedSection({ laptops }: { laptops: readonly Laptop[] }) {
  const shown = laptops.slice(0, HOME_FEATURED_COUNT);
  return (
    <HomeSection
      id="featured"
      title="Featured Laptops"
      intro="Our current picks, with the latest price we have for each."
    >
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No featured laptops available at the moment.
        </p>
      ) : (
        <>
          <ul className="grid max-w-4xl gap-6 sm:grid-cols-2">
            {shown.map((laptop, index) => (
              <li key={laptop.id}>
                <LaptopCard laptop={laptop} imagePriority={listImagePriority(index, 1)} />
              </li>
            ))}
          </ul>
          <AffiliateDisclosure variant="compact" className="mt-4" />
        </>
      )}
    </HomeSection>
  );
}
