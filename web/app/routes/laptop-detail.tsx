import { BUNDLE_SIMILAR_PAGE_SIZE, CatalogueApi, type PriceHistoryRange } from '@bli/contracts';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import type { Route } from './+types/laptop-detail';
import { DetailTabs } from '../components/laptop-detail/detail-tabs';
import { LaptopNotFound } from '../components/laptop-detail/laptop-not-found';
import { metaOf } from '../components/page-meta';
import { apiCall } from '../lib/api-client';
import { notFoundOrThrow } from '../lib/loader-failure';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { createQueryClient } from '../lib/query-client';
import { siteUrl } from '../lib/seo/site-url.server';
import type { SeoHandle } from '../lib/seo/page-head';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { useOptionalQuery } from '../lib/use-optional-query';
import { staticIsland } from '../components/static-island';
import { formIsland } from '../components/form-island';
import { laptopAlertAction } from '../components/alerts/laptop-alert.server';
import { requestedHistoryRange } from '../components/price-history/price-history-ranges';
import { forTheBrowser } from '../lib/server-rendered-queries';

// Everything but the tabs is static: server HTML, code loaded on client navigation only.
const LaptopStructuredData = await staticIsland(() =>
  import('../components/laptop-detail/laptop-structured-data').then(
    (module) => module.LaptopStructuredData,
  ),
);
const LaptopOverview = await staticIsland(() =>
  import('../components/laptop-detail/laptop-overview').then((module) => module.LaptopOverview),
);
const PriceHistorySection = await staticIsland(() =>
  import('../components/price-history/price-history-section').then(
    (module) => module.PriceHistorySection,
  ),
);
const SaleEventLows = await staticIsland(() =>
  import('../components/price-verdicts/sale-event-lows').then((module) => module.SaleEventLows),
);
const SimilarLaptops = await staticIsland(() =>
  import('../components/laptop-detail/similar-laptops').then((module) => module.SimilarLaptops),
);
const BuyNowCta = await staticIsland(() =>
  import('../components/laptop-detail/buy-now-cta').then((module) => module.BuyNowCta),
);
// "Alert me": server HTML that works without JavaScript; its script loads when it is used.
const AlertSection = await formIsland(() =>
  import('../components/alerts/alert-section').then((module) => module.AlertSection),
);

const NOT_FOUND = {
  dehydrated: null,
  notFound: true as const,
  title: `Laptop Not Found | ${SITE_NAME}`,
  description: 'The requested laptop could not be found.',
  url: null,
};

/**
 * The range's top-ranked laptops the similar list is taken from: only as many as it shows, and
 * one more (the whole range was 120 laptops fetched, parsed and embedded in the page to show five).
 */
const similarQuery = (priceRangeId: number) =>
  catalogueQueries.laptopsInRange(priceRangeId, 1, BUNDLE_SIMILAR_PAGE_SIZE);

/** Open Graph type of the page (its title and description come from the seo service). */
export const handle: SeoHandle = { ogType: 'product' };

/**
 * The laptop, its price history (of the range `?days=` asks; anything else is 90 days) and its
 * range's top laptops come in one call, its bundle; the laptop carries its live bank and exchange
 * offers (`offers`, none once retired). Each answer goes into the cache under the key of its own
 * call, which a client-side navigation or a refetch makes. History and similar laptops are
 * extras: either missing (null) leaves the page without it, and the browser asks for it itself.
 * Only static islands read them, so a document keeps them out of its loader data (`forTheBrowser`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const client = createQueryClient();
  const days = requestedHistoryRange(new URL(request.url));
  try {
    const { laptop, history, similar } = await apiCall(CatalogueApi.laptopBundle, {
      params: { slug: params.slug, days },
    });
    client.setQueryData(catalogueQueries.laptop(params.slug).queryKey, laptop);
    const extras: QueryKey[] = [];
    if (history !== null) {
      const { queryKey } = catalogueQueries.priceHistory(params.slug, days);
      client.setQueryData(queryKey, history);
      extras.push(queryKey);
    }
    if (similar !== null && laptop.priceRangeId !== null) {
      const { queryKey } = similarQuery(laptop.priceRangeId);
      // What the range's own call answers (api-client's routeResult): the page, no cursor.
      const { items, total, page, pageSize } = similar;
      client.setQueryData(queryKey, { items, total, page, pageSize });
      extras.push(queryKey);
    }
    return {
      dehydrated: forTheBrowser({ request, context }, dehydrate(client), extras),
      notFound: false as const,
      url: `${siteUrl()}/laptop/${laptop.slug}`,
      retired: laptop.status === 'retired',
      days,
    };
  } catch (error) {
    return notFoundOrThrow(error, NOT_FOUND, 'The laptop catalogue is temporarily unavailable');
  }
}

/** The "Alert me" form posts here without JavaScript (docs/alerts.md). */
export function action({ request, params }: Route.ActionArgs) {
  return laptopAlertAction(request, params.slug);
}

/** The form's answer holds the address typed: private, though the page itself is public. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : parentHeaders;
}

/**
 * A retired laptop's page stays (its review and specifications) but leaves search results:
 * `noindex`, and "follow" so its links keep counting. Found pages take their title and
 * description from the seo service (root PageHead).
 */
export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData && !loaderData.notFound && loaderData.retired) {
    return [{ name: 'robots', content: 'noindex, follow' }];
  }
  return metaOf(loaderData ?? NOT_FOUND);
}

export default function LaptopDetailRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <LaptopNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <LaptopDetailPage
        key={params.slug}
        slug={params.slug}
        url={loaderData.url}
        days={loaderData.days}
      />
    </LoaderQueries>
  );
}

function LaptopDetailPage({
  slug,
  url,
  days,
}: {
  slug: string;
  url: string;
  days: PriceHistoryRange;
}) {
  const { data: laptop } = useLoaderQuery(catalogueQueries.laptop(slug));
  const { data: history } = useOptionalQuery(catalogueQueries.priceHistory(slug, days));
  const rangeId = laptop.priceRangeId;
  const { data: inRange } = useOptionalQuery(similarQuery(rangeId ?? 0), rangeId !== null);
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-10">
      <LaptopStructuredData laptop={laptop} url={url} />
      <LaptopOverview laptop={laptop} history={history} offers={laptop.offers} />
      <PriceHistorySection history={history} />
      <SaleEventLows history={history} />
      {laptop.status !== 'retired' && (
        <AlertSection
          slug={laptop.slug}
          currentPrice={laptop.currentPrice}
          unavailable={laptop.availability !== null && laptop.availability !== 'in_stock'}
        />
      )}
      <DetailTabs laptop={laptop} />
      <SimilarLaptops laptop={laptop} inRange={inRange?.items ?? []} />
      <BuyNowCta laptop={laptop} />
    </main>
  );
}
