import { CatalogueApi } from '@bli/contracts';
import type { Route } from './+types/home';
import { faqPageJsonLd, type FaqItem } from '../components/faq';
import { HOME_FAQ } from '../components/home/faq-items';
import { FaqSection } from '../components/home/faq-section';
import type { HomeSummary } from '../components/home/home-summary';
import { JsonLd } from '../components/json-ld';
import { apiQuery } from '../lib/api-client';
import { dehydratedData, findDehydratedData, mergeDehydrated } from '../lib/dehydrated';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { siteUrl } from '../lib/seo/site-url.server';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery, usePrefetched } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

const AffiliateDisclosure = await staticIsland(() =>
  import('../components/affiliate-disclosure').then((module) => module.AffiliateDisclosure),
);
const FeaturedSection = await staticIsland(() =>
  import('../components/home/featured-section').then((module) => module.FeaturedSection),
);

// Sections without state or handlers: server HTML only; their code loads on client navigation.
const BrandsSection = await staticIsland(() =>
  import('../components/home/brands-section').then((module) => module.BrandsSection),
);
const BudgetRangesSection = await staticIsland(() =>
  import('../components/home/budget-ranges-section').then((module) => module.BudgetRangesSection),
);
const BuyingGuideSection = await staticIsland(() =>
  import('../components/home/buying-guide-section').then((module) => module.BuyingGuideSection),
);
const DealsSection = await staticIsland(() =>
  import('../components/home/deals-section').then((module) => module.DealsSection),
);
const GoodDealsSection = await staticIsland(() =>
  import('../components/home/good-deals-section').then((module) => module.GoodDealsSection),
);
const HeroSection = await staticIsland(() =>
  import('../components/home/hero-section').then((module) => module.HeroSection),
);
const TechTrendsSection = await staticIsland(() =>
  import('../components/home/tech-trends-section').then((module) => module.TechTrendsSection),
);
const TrustSection = await staticIsland(() =>
  import('../components/home/trust-section').then((module) => module.TrustSection),
);
const UseCasesSection = await staticIsland(() =>
  import('../components/home/use-cases-section').then((module) => module.UseCasesSection),
);

/**
 * docs/product-rules.md §7: the home page describes every laptop. The catalogue counts them in one
 * query (`GET /api/laptops/summary`: brands, which ranges have fresh Amazon prices, …); the
 * summary reaches the page as loader data, outside the page's query cache.
 */
async function readSummary(): Promise<HomeSummary> {
  const query = apiQuery(CatalogueApi.laptopsSummary);
  return dehydratedData<HomeSummary>(await prefetch(query), query.queryKey);
}

/** Good deals shown when no deal is live: as many as deals (docs/product-rules.md §9: 3). */
const goodDealsQuery = () => catalogueQueries.goodDeals(3);

/**
 * The deals section's fallback (docs/deal-verdicts.md): asked only once the deals say none is
 * live — operators keep deals live most of the time, and a call on every render to be thrown
 * away would cost every uncached home page. Optional: a failure leaves the section out.
 */
async function readGoodDeals() {
  try {
    return await prefetch(goodDealsQuery());
  } catch {
    return null;
  }
}

/** Title and description come from the seo service (root PageHead), with the live numbers. */
export async function loader() {
  const [dehydrated, summary] = await Promise.all([
    prefetch(
      catalogueQueries.priceRanges(),
      catalogueQueries.featuredLaptops(),
      catalogueQueries.deals(),
    ),
    readSummary(),
  ]);
  const deals = findDehydratedData(dehydrated, catalogueQueries.deals().queryKey);
  const goodDeals = deals?.length === 0 ? await readGoodDeals() : null;
  const withGoodDeals = goodDeals ? mergeDehydrated(dehydrated, goodDeals) : dehydrated;
  return { dehydrated: withGoodDeals, summary, origin: siteUrl(), faq: HOME_FAQ };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <HomePage summary={loaderData.summary} origin={loaderData.origin} faq={loaderData.faq} />
    </LoaderQueries>
  );
}

function HomePage({
  summary,
  origin,
  faq,
}: {
  summary: HomeSummary;
  origin: string;
  faq: readonly FaqItem[];
}) {
  const { data: ranges } = useLoaderQuery(catalogueQueries.priceRanges());
  const { data: featured } = useLoaderQuery(catalogueQueries.featuredLaptops());
  const { data: deals } = useLoaderQuery(catalogueQueries.deals());
  const goodDeals = usePrefetched(goodDealsQuery());

  // docs/product-rules.md §10: the SearchAction points at the search page that answers at /search.
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/search?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };

  return (
    <main>
      <JsonLd data={website} />
      <JsonLd data={faqPageJsonLd(faq)} />
      <HeroSection
        totalLaptops={summary.totalLaptops}
        brandCount={summary.brandCount}
        rangeCount={ranges.length}
      />
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <AffiliateDisclosure />
      </div>
      <BudgetRangesSection ranges={ranges} verifiedRangeIds={summary.verifiedRangeIds} />
      <FeaturedSection laptops={featured.items} />
      {deals.length === 0 && goodDeals ? (
        <GoodDealsSection laptops={goodDeals.items} />
      ) : (
        <DealsSection deals={deals} />
      )}
      <BuyingGuideSection ranges={ranges} />
      <UseCasesSection summary={summary} />
      <BrandsSection summary={summary} />
      <TechTrendsSection summary={summary} />
      <TrustSection />
      <FaqSection items={faq} />
    </main>
  );
}
