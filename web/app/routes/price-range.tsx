import type { Page, Laptop, PriceRange } from '@bli/contracts';
import { sortLaptops } from '@bli/domain';
import { useMemo } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/price-range';
import { AffiliateDisclosure } from '../components/affiliate-disclosure';
import { BuyingGuide } from '../components/buying-guide';
import { collectionJsonLd } from '../components/collection-json-ld';
import { ComparisonTable } from '../components/comparison-table';
import { JsonLd } from '../components/json-ld';
import { budgetPhrase, buyingGuideCopy } from '../components/landing/landing-copy';
import type { BuyingGuideCopy } from '../components/landing/guide-copy';
import { computeRangeStats } from '../components/landing/range-stats';
import { LaptopCard } from '../components/laptop-card';
import { PageLinks } from '../components/page-links';
import { metaOf } from '../components/page-meta';
import { dehydratedData, mergeDehydrated } from '../lib/dehydrated';
import { NoLaptops } from '../components/price-range/no-laptops';
import { RangeHeader } from '../components/price-range/range-header';
import { revalidateOnNewPath } from '../components/revalidate';
import { RANGE_NOT_FOUND, RangeNotFound } from '../components/price-range/range-not-found';
import { SortViewControls } from '../components/price-range/sort-view-controls';
import { useSortView } from '../components/price-range/use-sort-view';
import { isNotFound } from '../lib/api-client';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { assertPageExists, requestedPage } from '../lib/paging';
import { siteUrl } from '../lib/seo/site-url.server';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';

/**
 * Spec §7: caching is disabled for this page's laptop list (staleTime 0). The loader fetches
 * the list fresh on every visit, so a mount refetch would only repeat that request and could
 * re-sort the grid under the shopper right after hydration: refetchOnMount is off.
 */
const laptopsQuery = (rangeId: number, page: number) => ({
  ...catalogueQueries.laptopsInRange(rangeId, page),
  staleTime: 0,
  refetchOnMount: false,
});

/** The page's title and description come from the seo service (root PageHead). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const canonical = `${siteUrl()}/price-range/${params.slug}`;
  const page = requestedPage(new URL(request.url));
  try {
    const rangeQuery = catalogueQueries.priceRange(params.slug);
    const rangeState = await prefetch(rangeQuery);
    const range = dehydratedData<PriceRange>(rangeState, rangeQuery.queryKey);
    const listQuery = catalogueQueries.laptopsInRange(range.id, page);
    const listState = await prefetch(listQuery);
    const { items: laptops } = dehydratedData<Page<Laptop>>(listState, listQuery.queryKey);
    assertPageExists(page, laptops.length);
    return {
      notFound: false as const,
      page,
      dehydrated: mergeDehydrated(rangeState, listState),
      url: canonical,
      // Written here from the range's own laptops: the copy rules stay out of the browser.
      phrase: budgetPhrase(range),
      guide: buyingGuideCopy(range, computeRangeStats(laptops), laptops),
    };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return data({ notFound: true as const, dehydrated: null, ...RANGE_NOT_FOUND }, { status: 404 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaOf(loaderData);
}

/** Sort and view live in the URL's search only: the list in memory is re-sorted, not refetched. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNewPath(args);
}

export default function PriceRangeRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <RangeNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <PriceRangePage
        slug={params.slug}
        page={loaderData.page}
        canonical={loaderData.url}
        phrase={loaderData.phrase}
        guide={loaderData.guide}
      />
    </LoaderQueries>
  );
}

function PriceRangePage({
  slug,
  page,
  canonical,
  phrase,
  guide,
}: {
  slug: string;
  page: number;
  canonical: string;
  phrase: string;
  guide: BuyingGuideCopy;
}) {
  const { data: range } = useLoaderQuery(catalogueQueries.priceRange(slug));
  const { data: list } = useLoaderQuery(laptopsQuery(range.id, page));
  const laptops = list.items;
  const { sort, view, update } = useSortView();
  const sorted = useMemo(() => sortLaptops(laptops, sort), [laptops, sort]);
  // The structured data keeps the default order whatever the shopper sorts by.
  const jsonLd = useMemo(
    () =>
      collectionJsonLd({
        name: `Best Laptops ${range.name}`,
        url: canonical,
        description: range.seoDescription,
        laptops: sortLaptops(laptops, 'popularity'),
      }),
    [range, laptops, canonical],
  );

  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
      <JsonLd data={jsonLd} />
      <RangeHeader range={range} count={list.total} />
      {laptops.length === 0 ? (
        <NoLaptops />
      ) : (
        <section aria-labelledby="laptops-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="laptops-heading" className="text-xl font-semibold">
                {list.total} laptops, sorted by{' '}
                {sort === 'rating' ? 'highest rating' : 'popularity (most reviews)'}
              </h2>
              <AffiliateDisclosure variant="compact" className="mt-1" />
            </div>
            <SortViewControls sort={sort} view={view} onChange={update} />
          </div>
          {view === 'list' ? (
            <ComparisonTable laptops={sorted} caption={`Laptops ${phrase}`} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {sorted.map((laptop, index) => (
                <li key={laptop.asin}>
                  <LaptopCard laptop={laptop} eagerImage={index < 3} />
                </li>
              ))}
            </ul>
          )}
          <PageLinks
            page={page}
            pageSize={list.pageSize}
            total={list.total}
            label={`Pages of laptops ${phrase}`}
          />
        </section>
      )}
      {laptops.length > 0 && <BuyingGuide guide={guide} phrase={phrase} className="pt-4" />}
    </main>
  );
}
