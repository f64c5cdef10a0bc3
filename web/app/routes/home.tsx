import type { Laptop } from '@bli/contracts';
import type { Route } from './+types/home';
import { AffiliateDisclosure } from '../components/affiliate-disclosure';
import { BrandsSection } from '../components/home/brands-section';
import { BudgetRangesSection } from '../components/home/budget-ranges-section';
import { BuyingGuideSection } from '../components/home/buying-guide-section';
import { DealsSection } from '../components/home/deals-section';
import { faqPageJsonLd } from '../components/faq';
import { HOME_FAQ } from '../components/home/faq-items';
import { FaqSection } from '../components/home/faq-section';
import { FeaturedSection } from '../components/home/featured-section';
import { HeroSection } from '../components/home/hero-section';
import { summariseLaptops, type HomeSummary } from '../components/home/home-summary';
import { TechTrendsSection } from '../components/home/tech-trends-section';
import { TrustSection } from '../components/home/trust-section';
import { UseCasesSection } from '../components/home/use-cases-section';
import { JsonLd } from '../components/json-ld';
import { allLaptopsQuery } from '../lib/all-pages.server';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { siteUrl } from '../lib/seo/site-url.server';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';

/**
 * Spec §7: the home page reads all laptops. The list is summarised here on the server (counts,
 * which ranges have fresh Amazon prices) instead of being shipped in the page's HTML.
 */
async function readAllLaptops(): Promise<Laptop[]> {
  const state = await prefetch(allLaptopsQuery());
  return (state.queries[0]?.state.data as Laptop[] | undefined) ?? [];
}

/** Title and description come from the seo service (root PageHead), with the live numbers. */
export async function loader() {
  const [dehydrated, laptops] = await Promise.all([
    prefetch(
      catalogueQueries.priceRanges(),
      catalogueQueries.featuredLaptops(),
      catalogueQueries.deals(),
    ),
    readAllLaptops(),
  ]);
  return { dehydrated, summary: summariseLaptops(laptops), origin: siteUrl() };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <HomePage summary={loaderData.summary} origin={loaderData.origin} />
    </LoaderQueries>
  );
}

function HomePage({ summary, origin }: { summary: HomeSummary; origin: string }) {
  const { data: ranges } = useLoaderQuery(catalogueQueries.priceRanges());
  const { data: featured } = useLoaderQuery(catalogueQueries.featuredLaptops());
  const { data: deals } = useLoaderQuery(catalogueQueries.deals());

  // NOTES.md: the SearchAction points at the search page that answers at /search.
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
      <JsonLd data={faqPageJsonLd(HOME_FAQ)} />
      <HeroSection
        totalLaptops={summary.totalLaptops}
        brandCount={summary.brandCount}
        rangeCount={ranges.length}
      />
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <AffiliateDisclosure />
      </div>
      <BudgetRangesSection ranges={ranges} verifiedRangeIds={summary.verifiedRangeIds} />
      <FeaturedSection laptops={featured} />
      <DealsSection deals={deals} />
      <BuyingGuideSection ranges={ranges} />
      <UseCasesSection summary={summary} />
      <BrandsSection summary={summary} />
      <TechTrendsSection summary={summary} />
      <TrustSection />
      <FaqSection />
    </main>
  );
}
