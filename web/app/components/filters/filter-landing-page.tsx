import { rankLaptops } from '@bli/domain';
import type { FilterPage } from '../../lib/site';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { BreadcrumbJsonLd } from '../breadcrumbs';
import { collectionJsonLd, LIST_ITEMS } from '../collection-json-ld';
import { faqPageJsonLd } from '../faq';
import { FaqAccordion } from '../faq-accordion';
import { JsonLd } from '../json-ld';
import { LaptopCard } from '../laptop-card';
import { PageLinks } from '../page-links';
import { FILTER_COPY } from './filter-config';
import { filterFaq } from './filter-faq';
import { FilterHero } from './filter-hero';
import { FilterLinks } from './filter-links';
import { filterQuery } from './filter-loader';
import { filterStats } from './filter-stats';
import { useLoaderQuery } from '../../lib/loader-queries';

/** One of the six spec-sheet filter pages (spec §2), from the laptops its loader prefetched. */
export function FilterLandingPage({
  page,
  pageNumber,
  url,
}: {
  page: FilterPage;
  pageNumber: number;
  url: string;
}) {
  const { data: list } = useLoaderQuery(filterQuery(page, pageNumber));
  const laptops = rankLaptops(list.items);
  const copy = FILTER_COPY[page.slug];
  // Figures from the laptops on this page; the count is the whole list's.
  const stats = { ...filterStats(laptops), count: list.total };
  const offset = (pageNumber - 1) * list.pageSize;
  const faq = filterFaq(copy, stats, laptops);
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
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
                <LaptopCard laptop={laptop} rank={offset + i + 1} eagerImage={i < 3} />
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
      <FaqAccordion items={faq} title={`${page.label} laptops: questions answered`} />
      <FilterLinks current={page.slug} />
    </main>
  );
}
