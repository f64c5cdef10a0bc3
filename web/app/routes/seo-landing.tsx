import type { Laptop, Page, PriceRange } from '@bli/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/seo-landing';
import { BuyingGuide } from '../components/islands';
import { FaqAccordion } from '../components/faq-accordion';
import {
  budgetPhrase,
  buyingGuideCopy,
  landingFaq,
  landingIntro,
  topPicks,
} from '../components/landing/landing-copy';
import { computeRangeStats } from '../components/landing/range-stats';
import { PageLinks } from '../components/islands';
import { metaOf } from '../components/page-meta';
import { RankedLaptops } from '../components/islands';
import { dehydratedData, mergeDehydrated } from '../lib/dehydrated';
import { RANGE_NOT_FOUND } from '../components/price-range/range-not-found';
import { notFoundOrThrow } from '../lib/loader-failure';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { assertPageExists, requestedPage } from '../lib/paging';
import { siteUrl } from '../lib/seo/site-url.server';
import { BUDGET_PAGES } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts of this page only (static-island.tsx).
const ComparisonTable = await staticIsland(() =>
  import('../components/comparison-table').then((module) => module.ComparisonTable),
);
const LandingHero = await staticIsland(() =>
  import('../components/landing/landing-hero').then((module) => module.LandingHero),
);
const TopPicks = await staticIsland(() =>
  import('../components/landing/top-picks').then((module) => module.TopPicks),
);
const OtherBudgets = await staticIsland(() =>
  import('../components/landing/other-budgets').then((module) => module.OtherBudgets),
);

const ScrollToList = await staticIsland(() =>
  import('../components/landing/scroll-to-list').then((module) => module.ScrollToList),
);

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const LandingJsonLd = await staticIsland(() =>
  import('../components/landing/landing-json-ld').then((module) => module.LandingJsonLd),
);
const RangeNotFound = await staticIsland(() =>
  import('../components/price-range/range-not-found').then((module) => module.RangeNotFound),
);

/** docs/product-rules.md §10: the six root paths; the default when none matches is best-laptop-under-30000. */
const DEFAULT_SEO_SLUG = 'best-laptop-under-30000';

function seoSlugFor(pattern: string): string {
  const path = pattern.replace(/^\/+|\/+$/g, '');
  return BUDGET_PAGES.some((page) => page.seoSlug === path) ? path : DEFAULT_SEO_SLUG;
}

/**
 * The page's own words from its own numbers, written here on the server: the copy rules stay
 * out of the browser's JavaScript (issue #3).
 */
function landingCopy(range: PriceRange, ranked: Laptop[], total: number) {
  // Figures from the laptops on this page; the count is the whole range's.
  const stats = { ...computeRangeStats(ranked), count: total };
  const { count, lowest, highest, median, ram16Plus, pricesAsOf } = stats;
  return {
    stats: { count, lowest, highest, median, ram16Plus, pricesAsOf },
    phrase: budgetPhrase(range),
    intro: landingIntro(range, stats, ranked),
    picks: topPicks(ranked, stats),
    faq: landingFaq(range, ranked, stats),
    guide: buyingGuideCopy(range, stats, ranked),
  };
}

/** The page's title and description come from the seo service (root PageHead). */
export async function loader({ url, pattern }: Route.LoaderArgs) {
  const seoSlug = seoSlugFor(pattern || url.pathname);
  const canonical = `${siteUrl()}/${seoSlug}`;
  const page = requestedPage(url);
  try {
    const rangeQuery = catalogueQueries.priceRangeBySeoSlug(seoSlug);
    const rangeState = await prefetch(rangeQuery);
    const range = dehydratedData<PriceRange>(rangeState, rangeQuery.queryKey);
    const listQuery = catalogueQueries.laptopsInRange(range.id, page);
    const listState = await prefetch(listQuery);
    // Already in the spec's rank order (rated first, reviewCount × 0.7 + rating × 300).
    const list = dehydratedData<Page<Laptop>>(listState, listQuery.queryKey);
    assertPageExists(page, list.items.length);
    return {
      notFound: false as const,
      seoSlug,
      page,
      dehydrated: mergeDehydrated(rangeState, listState),
      url: canonical,
      copy: landingCopy(range, list.items, list.total),
    };
  } catch (error) {
    return notFoundOrThrow(error, {
      notFound: true as const,
      seoSlug,
      dehydrated: null,
      ...RANGE_NOT_FOUND,
    });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaOf(loaderData);
}

export default function SeoLandingRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <RangeNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <SeoLandingPage
        seoSlug={loaderData.seoSlug}
        page={loaderData.page}
        canonical={loaderData.url}
        copy={loaderData.copy}
      />
    </LoaderQueries>
  );
}

function SeoLandingPage({
  seoSlug,
  page,
  canonical,
  copy,
}: {
  seoSlug: string;
  page: number;
  canonical: string;
  copy: ReturnType<typeof landingCopy>;
}) {
  const { data: range } = useLoaderQuery(catalogueQueries.priceRangeBySeoSlug(seoSlug));
  const { data: list } = useLoaderQuery(catalogueQueries.laptopsInRange(range.id, page));
  const ranked = list.items;
  const total = list.total;

  if (ranked.length === 0) {
    return (
      <main>
        <LandingJsonLd range={range} canonical={canonical} laptops={ranked} />
        <LandingHero range={range} stats={null} />
        <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-lg text-slate-700">
            No laptops found for {range.name}. Please check back later.
          </p>
          <OtherBudgets current={seoSlug} />
        </div>
      </main>
    );
  }

  const { phrase } = copy;
  return (
    <main>
      <LandingJsonLd range={range} canonical={canonical} laptops={ranked} faq={copy.faq} />
      <LandingHero range={range} stats={copy.stats} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="overview-heading" className="max-w-4xl space-y-3">
          <h2 id="overview-heading" className="text-2xl font-bold text-slate-900">
            What you get {phrase} right now
          </h2>
          {copy.intro.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <TopPicks picks={copy.picks} phrase={`picks ${phrase}`} />
        <RankedLaptops
          heading={`All ${total} laptops ${phrase}, ranked`}
          ranked={ranked}
          action={
            <Link
              to={`/price-range/${range.slug}`}
              className="text-sm font-medium text-blue-700 hover:underline"
            >
              Sort by rating or compare all {total} →
            </Link>
          }
          firstRank={(page - 1) * list.pageSize + 1}
          pages={
            <PageLinks
              page={page}
              pageSize={list.pageSize}
              total={total}
              label={`Pages of laptops ${phrase}`}
            />
          }
        />
        <section
          id="comparison"
          aria-labelledby="comparison-heading"
          className="scroll-mt-20 space-y-3"
        >
          <h2 id="comparison-heading" className="text-2xl font-bold text-slate-900">
            Compare the top {Math.min(5, ranked.length)} side by side
          </h2>
          <ComparisonTable
            laptops={ranked.slice(0, 5)}
            caption={`Top ${Math.min(5, ranked.length)} laptops ${phrase}`}
          />
        </section>
        <BuyingGuide id="buying-guide" guide={copy.guide} phrase={phrase} />
        <FaqAccordion items={copy.faq} title="Frequently asked questions" />
        <div className="flex flex-col items-center gap-3 rounded-lg bg-slate-900 p-8 text-center text-white">
          <p className="text-xl font-semibold">
            Ready to choose? All {total} laptops {phrase} are ranked above.
          </p>
          <ScrollToList>Back to the ranked list</ScrollToList>
        </div>
        <OtherBudgets current={seoSlug} rangeSlug={range.slug} rangeName={phrase} />
      </div>
    </main>
  );
}
