import type { Laptop } from '@bli/contracts';
import type { ReactNode } from 'react';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { HowWeCheckPrices } from './how-we-check-prices';
import { LaptopCard } from './laptop-card';
import { listImagePriority } from './picture-sources';

/**
 * The #laptops list of a ranked page: its laptops in the spec's rank order, numbered from
 * `firstRank` (1 on a list's first page), as detailed cards. `action` is an optional link beside
 * the heading; `pages` the links to the list's other pages, below it.
 */
export function RankedLaptops({
  heading,
  ranked,
  firstRank = 1,
  action,
  pages,
}: {
  heading: string;
  ranked: readonly Laptop[];
  firstRank?: number;
  action?: ReactNode;
  pages?: ReactNode;
}) {
  return (
    <section
      id="laptops"
      tabIndex={-1}
      aria-labelledby="laptops-heading"
      className="scroll-mt-20 space-y-4 focus:outline-none"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="laptops-heading" className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Rated laptops first, by review count × 0.7 plus rating × 300; unrated ones after, by
            review count and then price.
          </p>
          <AffiliateDisclosure variant="compact" className="mt-1" />
          <HowWeCheckPrices className="mt-1" />
        </div>
        {action}
      </div>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {ranked.map((laptop, index) => (
          <li key={laptop.asin}>
            <LaptopCard
              laptop={laptop}
              variant="detailed"
              rank={firstRank + index}
              imagePriority={listImagePriority(index)}
            />
          </li>
        ))}
      </ol>
      {pages}
    </section>
  );
}
