import type { Laptop, Page } from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import type { FilterPage } from '../../lib/site';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { BreadcrumbJsonLd } from '../breadcrumbs';
import { collectionJsonLd, LIST_ITEMS } from '../collection-json-ld';
import { faqPageJsonLd, type FaqItem } from '../faq';
import { JsonLd } from '../json-ld';
import { LaptopCard } from '../laptop-card';
import { PageLinks } from '../page-links';
import { FILTER_COPY } from './filter-config';
import { FilterHero } from './filter-hero';
import { filterStats } from './filter-stats';
import { listImagePriority } from '../picture-sources';

interface FilterListingProps {
  page: FilterPage;
  pageNumber: number;
  url: string;
  list: Page<Laptop>;
  faq: readonly FaqItem[];
}

/**
 * A filter page above its FAQ: structured data, the hero with its four stat tiles, and one page
 * of laptop cards, best-ranked first. Static (a static island of the page).
 */
export function FilterListing({ page, pageNumber, url, list, faq }: FilterListingProps) {
  const laptops = rankLaptops(list.items);
  const copy = FILTER_COPY[page.slug];
  // Figures from the laptops on this page; the count is the whole list's.
  const stats = { ...filterStats(laptops), count: list.total };
  const offset = (pageNumber - 1) * list.pageSize;
  return (
    <>
      <JsonLd
        data={collectionJsonLd({
          name: copy.h1,
          description: copy.explainer,
          url,
          laptops: laptops.slice(0, LIST_ITEMS),
        })}
      />
      <JsonLd data={faqPageJsonLd(faq)} />
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: copy.h1 }]} />
      <FilterHero copy={copy} stats={stats} laptops={laptops} />
      <AffiliateDisclosure />
      <section aria-labelledby="laptops-heading" className="space-y-4">
        <h2 id="laptops-heading" className="text-2xl font-bold">
          {stats.count === 1 ? 'The laptop' : `All ${stats.count} laptops`}, best-ranked first
        </h2>
        {laptops.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-slate-500">
            We&apos;re working on adding more laptops here. Check back soon!
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {laptops.map((laptop, i) => (
              <li key={laptop.asin}>
                <LaptopCard
                  laptop={laptop}
                  rank={offset + i + 1}
                  imagePriority={listImagePriority(i)}
                />
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={pageNumber}
          pageSize={list.pageSize}
          total={list.total}
          label={`Pages of ${page.label} laptops`}
        />
      </section>
    </>
  );
}
