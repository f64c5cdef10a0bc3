import { isRefined, type ListRefinement } from '../../lib/list-refinement';
import type { FilterPage } from '../../lib/site';
import type { FaqItem } from '../faq';
import { FaqAccordion } from '../faq-accordion';
import { filterQuery } from './filter-query';
import { useLoaderQuery } from '../../lib/loader-queries';
import { staticIsland } from '../static-island';

// Static parts of this page only (static-island.tsx).
const FilterListing = await staticIsland(() =>
  import('./filter-listing').then((module) => module.FilterListing),
);
const FilterLinks = await staticIsland(() =>
  import('./filter-links').then((module) => module.FilterLinks),
);

/**
 * One of the six spec-sheet filter pages (docs/product-rules.md §2), from the laptops its loader prefetched and
 * the FAQ its loader wrote (`loadFilterPage`). Only the FAQ accordion hydrates; the rest is
 * static islands.
 */
export function FilterLandingPage({
  page,
  pageNumber,
  refinement,
  url,
  faq,
}: {
  page: FilterPage;
  pageNumber: number;
  refinement: ListRefinement;
  url: string;
  faq: readonly FaqItem[];
}) {
  // A refined list's loader fetched the whole list's first page too (filter-page.server.ts).
  const refined = isRefined(refinement);
  const { data: shown } = useLoaderQuery(filterQuery(page, pageNumber, refinement));
  const { data: list } = useLoaderQuery(filterQuery(page, refined ? 1 : pageNumber));
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
      <FilterListing
        page={page}
        pageNumber={pageNumber}
        url={url}
        list={list}
        shown={shown}
        refinement={refinement}
        faq={faq}
      />
      <FaqAccordion items={faq} title={`${page.label} laptops: questions answered`} />
      <FilterLinks current={page.slug} />
    </main>
  );
}
