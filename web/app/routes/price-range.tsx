import type { Page, Laptop, PriceRange } from '@bli/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/price-range';
import { AffiliateDisclosure } from '../components/islands';
import { BuyingGuide } from '../components/islands';
import { budgetPhrase, buyingGuideCopy } from '../components/landing/landing-copy';
import type { BuyingGuideCopy } from '../components/landing/guide-copy';
import { computeRangeStats } from '../components/landing/range-stats';
import { PageLinks } from '../components/islands';
import { metaOf } from '../components/page-meta';
import { dehydratedData, mergeDehydrated } from '../lib/dehydrated';
import { revalidateOnNewPath } from '../components/revalidate';
import { RANGE_NOT_FOUND } from '../components/price-range/range-not-found';
import { SortViewControls } from '../components/price-range/sort-view-controls';
import { useSortView } from '../components/price-range/use-sort-view';
import { rangeListHeading } from '../components/price-range/list-heading';
import { notFoundOrThrow } from '../lib/loader-failure';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { assertPageExists, requestedPage, WEB_PAGE_SIZE } from '../lib/paging';
import {
  isRefined,
  listRefinement,
  refinedListHref,
  type ListRefinement,
} from '../lib/list-refinement';
import { siteUrl } from '../lib/seo/site-url.server';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const RangeJsonLd = await staticIsland(() =>
  import('../components/price-range/range-json-ld').then((module) => module.RangeJsonLd),
);
const RangeLaptops = await staticIsland(() =>
  import('../components/price-range/range-laptops').then((module) => module.RangeLaptops),
);
const RangeHeader = await staticIsland(() =>
  import('../components/price-range/range-header').then((module) => module.RangeHeader),
);
const NoLaptops = await staticIsland(() =>
  import('../components/price-range/no-laptops').then((module) => module.NoLaptops),
);
const HowWeCheckPrices = await staticIsland(() =>
  import('../components/how-we-check-prices').then((module) => module.HowWeCheckPrices),
);
const NoGoodDeals = await staticIsland(() =>
  import('../components/no-good-deals').then((module) => module.NoGoodDeals),
);
const RangeNotFound = await staticIsland(() =>
  import('../components/price-range/range-not-found').then((module) => module.RangeNotFound),
);

/**
 * docs/product-rules.md §7: caching is disabled for this page's laptop list (staleTime 0). The loader fetches
 * the list fresh on every visit, so a mount refetch would only repeat that request and could
 * re-sort the grid under the shopper right after hydration: refetchOnMount is off.
 */
const laptopsQuery = (rangeId: number, page: number, refinement?: ListRefinement) => ({
  ...catalogueQueries.laptopsInRange(rangeId, page, WEB_PAGE_SIZE, refinement),
  staleTime: 0,
  refetchOnMount: false,
});

/**
 * The range's own list, in rank order: what its header counts and its buying guide describes
 * whatever the shopper refines. A refined list fetches it too, read here and not sent on.
 */
async function rangeList(
  rangeId: number,
  page: number,
  refinement: ListRefinement,
): Promise<{ dehydrated: DehydratedState; shown: Page<Laptop>; whole: Page<Laptop> }> {
  const listQuery = laptopsQuery(rangeId, page, refinement);
  const wholeQuery = laptopsQuery(rangeId, 1);
  const [dehydrated, wholeState] = await Promise.all([
    prefetch(listQuery),
    isRefined(refinement) ? prefetch(wholeQuery) : null,
  ]);
  const shown = dehydratedData<Page<Laptop>>(dehydrated, listQuery.queryKey);
  const whole = wholeState ? dehydratedData<Page<Laptop>>(wholeState, wholeQuery.queryKey) : shown;
  return { dehydrated, shown, whole };
}

/** The page's title and description come from the seo service (root PageHead). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const canonical = `${siteUrl()}/price-range/${params.slug}`;
  const url = new URL(request.url);
  const page = requestedPage(url);
  const refinement = listRefinement(url.searchParams);
  try {
    const rangeQuery = catalogueQueries.priceRange(params.slug);
    const rangeState = await prefetch(rangeQuery);
    const range = dehydratedData<PriceRange>(rangeState, rangeQuery.queryKey);
    const list = await rangeList(range.id, page, refinement);
    assertPageExists(page, list.shown.items.length);
    return {
      notFound: false as const,
      page,
      refinement,
      rangeTotal: list.whole.total,
      dehydrated: mergeDehydrated(rangeState, list.dehydrated),
      url: canonical,
      // Written here from the range's own laptops: the copy rules stay out of the browser.
      phrase: budgetPhrase(range),
      guide: buyingGuideCopy(range, computeRangeStats(list.whole.items), list.whole.items),
    };
  } catch (error) {
    return notFoundOrThrow(error, {
      notFound: true as const,
      dehydrated: null,
      ...RANGE_NOT_FOUND,
    });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaOf(loaderData);
}

/**
 * Sort and view live in the URL's search only: the list in memory is re-sorted, not refetched;
 * Real discount and good deals only are the catalogue's, so they run the loader again.
 */
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
        refinement={loaderData.refinement}
        rangeTotal={loaderData.rangeTotal}
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
  refinement,
  rangeTotal,
  canonical,
  phrase,
  guide,
}: {
  slug: string;
  page: number;
  refinement: ListRefinement;
  /** Every laptop of the range, whatever the refinement. */
  rangeTotal: number;
  canonical: string;
  phrase: string;
  guide: BuyingGuideCopy;
}) {
  const { data: range } = useLoaderQuery(catalogueQueries.priceRange(slug));
  const { data: list } = useLoaderQuery(laptopsQuery(range.id, page, refinement));
  const laptops = list.items;
  const { sort, view, update } = useSortView();
  const { pathname, search } = useLocation();
  const { goodDeals } = refinement;

  return (
    <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
      <RangeJsonLd range={range} laptops={laptops} canonical={canonical} />
      <RangeHeader range={range} count={rangeTotal} />
      {rangeTotal === 0 ? (
        <NoLaptops />
      ) : (
        <section aria-labelledby="laptops-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="laptops-heading" className="text-xl font-semibold">
                {rangeListHeading(list.total, sort, goodDeals)}
              </h2>
              <AffiliateDisclosure variant="compact" className="mt-1" />
              <HowWeCheckPrices className="mt-1" />
            </div>
            <SortViewControls
              sort={sort}
              view={view}
              onChange={update}
              goodDeals={goodDeals}
              goodDealsHref={refinedListHref(pathname, search, { goodDeals: !goodDeals })}
            />
          </div>
          {laptops.length === 0 ? (
            <NoGoodDeals allHref={refinedListHref(pathname, search, { goodDeals: false })} />
          ) : (
            <RangeLaptops laptops={laptops} sort={sort} view={view} phrase={phrase} />
          )}
          <PageLinks
            page={page}
            pageSize={list.pageSize}
            total={list.total}
            label={`Pages of laptops ${phrase}`}
          />
        </section>
      )}
      {rangeTotal > 0 && <BuyingGuide guide={guide} phrase={phrase} className="pt-4" />}
    </main>
  );
}
