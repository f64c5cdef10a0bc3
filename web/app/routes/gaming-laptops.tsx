import type { Laptop, Page } from '@bli/contracts';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/gaming-laptops';
import { AffiliateDisclosure } from '../components/islands';
import { laptopsForTab } from '../components/gaming/gaming-model';
import {
  GAMING_TABS,
  type GamingTab,
  parseGamingTab,
} from '../components/gaming/gaming-tabs-model';
import { GamingTabs } from '../components/gaming/gaming-tabs';
import { PageLinks } from '../components/islands';
import { revalidateOnNewPath } from '../components/revalidate';
import { dehydratedData } from '../lib/dehydrated';
import { assertPageExists, requestedPage } from '../lib/paging';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { siteUrl } from '../lib/seo/site-url.server';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts of this page only (static-island.tsx).
const CollectionStructuredData = await staticIsland(() =>
  import('../components/collection-structured-data').then(
    (module) => module.CollectionStructuredData,
  ),
);

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const GamingIntro = await staticIsland(() =>
  import('../components/gaming/gaming-intro').then((module) => module.GamingIntro),
);
const GamingTierGuide = await staticIsland(() =>
  import('../components/gaming/gaming-tier-guide').then((module) => module.GamingTierGuide),
);

/** The page's title and description come from the seo service (root PageHead). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = requestedPage(new URL(request.url));
  const query = catalogueQueries.gamingLaptops(page);
  const dehydrated = await prefetch(query);
  const { items } = dehydratedData<Page<Laptop>>(dehydrated, query.queryKey);
  assertPageExists(page, items.length);
  // The tabs' counts are written here, so the page's own script does not filter the list.
  const counts = Object.fromEntries(
    GAMING_TABS.map(({ value }) => [value, laptopsForTab(items, value).length]),
  ) as Record<GamingTab, number>;
  return { dehydrated, page, origin: siteUrl(), counts };
}

/** Switching tabs only changes `?tab=`: the list is already loaded. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNewPath(args);
}

export default function GamingLaptopsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <GamingLaptopsPage
        page={loaderData.page}
        origin={loaderData.origin}
        counts={loaderData.counts}
      />
    </LoaderQueries>
  );
}

function GamingLaptopsPage({
  page,
  origin,
  counts,
}: {
  page: number;
  origin: string;
  counts: Record<GamingTab, number>;
}) {
  const { data: list } = useLoaderQuery(catalogueQueries.gamingLaptops(page));
  // Already in docs/product-rules.md §9's rank order: the catalogue sorts every list by it (laptop-rank.sql.ts).
  const laptops = list.items;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseGamingTab(searchParams.get('tab'));
  const onTabChange = (next: GamingTab) => {
    if (next === tab) return;
    setSearchParams(next === 'all' ? {} : { tab: next }, {
      replace: true,
      preventScrollReset: true,
    });
  };
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-10">
      <CollectionStructuredData
        page={{ name: 'Best Gaming Laptops in India', url: `${origin}/gaming-laptops`, laptops }}
        crumb="Gaming Laptops"
      />
      <GamingIntro laptops={laptops} total={list.total} />
      <AffiliateDisclosure />
      <section aria-label="Gaming laptops">
        <GamingTabs laptops={laptops} counts={counts} tab={tab} onTabChange={onTabChange} />
        <PageLinks
          page={page}
          pageSize={list.pageSize}
          total={list.total}
          label="Pages of gaming laptops"
        />
      </section>
      <GamingTierGuide laptops={laptops} />
    </main>
  );
}
