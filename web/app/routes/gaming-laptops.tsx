import type { Laptop } from '@bli/contracts';
import { rankLaptops } from '@bli/domain';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/gaming-laptops';
import { AffiliateDisclosure } from '../components/affiliate-disclosure';
import { collectionJsonLd } from '../components/collection-json-ld';
import { GamingIntro } from '../components/gaming/gaming-intro';
import { type GamingTab, parseGamingTab, tierSummaries } from '../components/gaming/gaming-model';
import { GamingTabs } from '../components/gaming/gaming-tabs';
import { GamingTierGuide } from '../components/gaming/gaming-tier-guide';
import { JsonLd } from '../components/json-ld';
import { pageMeta } from '../components/page-meta';
import { dehydratedData } from '../lib/dehydrated';
import { revalidateOnNewPath } from '../components/revalidate';
import { prefetch } from '../lib/prefetch';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { SITE_NAME } from '../lib/site';

const query = catalogueQueries.gamingLaptops();

export async function loader({ request }: Route.LoaderArgs) {
  const dehydrated = await prefetch(query);
  const laptops = dehydratedData<Laptop[]>(dehydrated, query.queryKey);
  const [entry, mid, high] = tierSummaries(laptops).map((tier) => tier.laptops.length);
  const brands = new Set(laptops.map((laptop) => laptop.brand)).size;
  const origin = new URL(request.url).origin;
  return {
    dehydrated,
    origin,
    title: `Best Gaming Laptops in India: ${laptops.length} Models by Tier | ${SITE_NAME}`,
    description: `Compare ${laptops.length} gaming laptops from ${brands} brands: ${entry} entry-level (5–6/10), ${mid} mid-range (7–8/10) and ${high} high-end (9–10/10) models, with graphics, specs and live prices.`,
  };
}

/** Switching tabs only changes `?tab=`: the list is already loaded. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnNewPath(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Gaming Laptops | ${SITE_NAME}` }];
  const { title, description, origin } = loaderData;
  return pageMeta({ title, description, url: `${origin}/gaming-laptops` });
}

export default function GamingLaptopsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <GamingLaptopsPage origin={loaderData.origin} description={loaderData.description} />
    </HydrationBoundary>
  );
}

function GamingLaptopsPage({ origin, description }: { origin: string; description: string }) {
  const { data } = useSuspenseQuery(query);
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
          description,
          url: `${origin}/gaming-laptops`,
          laptops,
        })}
      />
      <GamingIntro laptops={laptops} />
      <AffiliateDisclosure />
      <section aria-label="Gaming laptops">
        <GamingTabs laptops={laptops} tab={tab} onTabChange={onTabChange} />
      </section>
      <GamingTierGuide laptops={laptops} />
    </main>
  );
}
