import type { Laptop, Page } from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { useLocation } from 'react-router';
import { isRefined, refinedListHref, type ListRefinement } from '../../lib/list-refinement';
import type { FilterPage } from '../../lib/site';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { BreadcrumbJsonLd } from '../breadcrumbs';
import { collectionJsonLd, LIST_ITEMS } from '../collection-json-ld';
import { faqPageJsonLd, type FaqItem } from '../faq';
import { HowWeCheckPrices } from '../how-we-check-prices';
import { JsonLd } from '../json-ld';
import { LaptopCard } from '../laptop-card';
import { ListRefineLinks } from '../list-refine-links';
import { NoGoodDeals } from '../no-good-deals';
import { PageLinks } from '../page-links';
import { FILTER_COPY } from './filter-config';
import { FilterHero } from './filter-hero';
import { filterStats } from './filter-stats';
import { listImagePriority } from '../picture-sources';

interface FilterListingProps {
  page: FilterPage;
  pageNumber: number;
  url: string;
  /** The list's page the hero describes: this page, or the first for a refined list. */
  list: Page<Laptop>;
  /** The page of cards: `list` itself unless refined. */
  shown: Page<Laptop>;
  refinement: ListRefinement;
  faq: readonly FaqItem[];
}

/** "All 30 laptops, best-ranked first", "4 good deals, largest real discount first". */
function listHeading(total: number, refinement: ListRefinement): string {
  const order =
    refinement.sort === 'real-discount' ? 'largest real discount first' : 'best-ranked first';
  if (refinement.goodDeals) return `${total} good ${total === 1 ? 'deal' : 'deals'}, ${order}`;
  return `${total === 1 ? 'The laptop' : `All ${total} laptops`}, ${order}`;
}

/**
 * A filter page above its FAQ: structured data, the hero with its four stat tiles, and one page
 * of laptop cards, best-ranked first, or as the shopper refined them (largest real discount
 * first, good deals only). Static (a static island of the page).
 */
export function FilterListing({
  page,
  pageNumber,
  url,
  list,
  shown,
  refinement,
  faq,
}: FilterListingProps) {
  const { pathname, search } = useLocation();
  const laptops = rankLaptops(list.items);
  const copy = FILTER_COPY[page.slug];
  // Figures from the laptops on this page; the count is the whole list's.
  const stats = { ...filterStats(laptops), count: list.total };
  const refined = isRefined(refinement);
  // Real discount is the catalogue's order; ranks are numbered on the whole list only.
  const cards = refinement.sort === 'real-discount' ? shown.items : rankLaptops(shown.items);
  const offset = (pageNumber - 1) * shown.pageSize;
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
          {listHeading(shown.total, refinement)}
        </h2>
        {stats.count > 0 && (
          <>
            <ListRefineLinks refinement={refinement} />
            <HowWeCheckPrices />
          </>
        )}
        {stats.count === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-slate-500">
            We&apos;re working on adding more laptops here. Check back soon!
          </p>
        ) : cards.length === 0 ? (
          <NoGoodDeals allHref={refinedListHref(pathname, search, { goodDeals: false })} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((laptop, i) => (
              <li key={laptop.asin}>
                <LaptopCard
                  laptop={laptop}
                  rank={refined ? undefined : offset + i + 1}
                  imagePriority={listImagePriority(i)}
                />
              </li>
            ))}
          </ul>
        )}
        <PageLinks
          page={pageNumber}
          pageSize={shown.pageSize}
          total={shown.total}
          label={`Pages of ${page.label} laptops`}
        />
      </section>
    </>
  );
}
