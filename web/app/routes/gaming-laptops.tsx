import { rankLaptops } from '@bli/domain';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/gaming-laptops';
import { AffiliateDisclosure } from '../components/affiliate-disclosure';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { collectionJsonLd } from '../components/collection-json-ld';
import { type GamingTab, parseGamingTab } from '../components/gaming/gaming-model';
import { GamingTabs } from '../components/gaming/gaming-tabs';
import { JsonLd } from '../components/json-ld';
import { revalidateOnNewPath } from '../components/revalidate';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { siteUrl } from '../lib/seo/site-url.server';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const GamingIntro = await staticIsland(() =>
  import('../components/gaming/gaming-intro').then((module) => module.GamingIntro),
);
const GamingTierGuide = await staticIsland(() =>
  import('../components/gaming/gaming-tier-guide').then((module) => module.GamingTierGuide),
);

const query = catalogueQueries.gamingLaptops();

/** The page's title and description come from the seo service (root PageHead). */
export async function loader() {
  return { dehydrated: await prefetch(query), origin: siteUrl() };
}

/** Switching tabs only changes `?tab=`: the list is already loaded. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNewPath(args);
}

export default function GamingLaptopsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <GamingLaptopsPage origin={loaderData.origin} />
    </LoaderQueries>
  );
}

function GamingLaptopsPage({ origin }: { origin: string }) {
  const { data } = useLoaderQuery(query);
  const laptops = rankLaptops(data);
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
      <JsonLd
        data={collectionJsonLd({
          name: 'Best Gaming Laptops in India',
          url: `${origin}/gaming-laptops`,
          laptops,
        })}
      />
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: 'Gaming Laptops' }]} />
      <GamingIntro laptops={laptops} />
      <AffiliateDisclosure />
      <section aria-label="Gaming laptops">
        <GamingTabs laptops={laptops} tab={tab} onTabChange={onTabChange} />
      </section>
      <GamingTierGuide laptops={laptops} />
    </main>
  );
}
