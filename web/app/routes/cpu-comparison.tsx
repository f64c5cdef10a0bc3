import {
  CatalogueApi,
  MAX_PROCESSORS_AT_ONCE,
  type LaptopsByProcessors,
  type ProcessorComparison,
} from '@bli/contracts';
import type { Route } from './+types/cpu-comparison';
import { processorNames, type ProcessorLaptop } from '../components/cpu/processor-match';
import { apiQuery } from '../lib/api-client';
import { dehydratedData } from '../lib/dehydrated';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { prefetch } from '../lib/prefetch';
import { contentQueries } from '../lib/queries/content.queries';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const BrandOverview = await staticIsland(() =>
  import('../components/cpu/brand-overview').then((module) => module.BrandOverview),
);
const CpuBuyingGuide = await staticIsland(() =>
  import('../components/cpu/cpu-buying-guide').then((module) => module.CpuBuyingGuide),
);
const HeadToHead = await staticIsland(() =>
  import('../components/cpu/head-to-head').then((module) => module.HeadToHead),
);

/**
 * docs/product-rules.md §7: per processor of the comparisons, the first 3 laptops in rank order
 * whose processorModel or specifications.processor names it, found by the catalogue
 * (`GET /api/laptops/by-processor`): only those few (trimmed) laptops reach the page. The title
 * and description come from the seo service (root PageHead).
 */
export async function loader() {
  const comparisonsQuery = contentQueries.processorComparisons();
  const dehydrated = await prefetch(comparisonsQuery);
  const comparisons = dehydratedData<ProcessorComparison[]>(dehydrated, comparisonsQuery.queryKey);
  return {
    dehydrated,
    laptopsByProcessor: await readLaptopsByProcessor(processorNames(comparisons)),
  };
}

/** The laptops of each processor by its name, in as few calls as the route's limit allows. */
async function readLaptopsByProcessor(
  names: readonly string[],
): Promise<Record<string, ProcessorLaptop[]>> {
  const queries = Array.from({ length: Math.ceil(names.length / MAX_PROCESSORS_AT_ONCE) }, (_, i) =>
    apiQuery(CatalogueApi.laptopsByProcessors, {
      params: {
        processors: names.slice(i * MAX_PROCESSORS_AT_ONCE, (i + 1) * MAX_PROCESSORS_AT_ONCE),
      },
    }),
  );
  const state = await prefetch(...queries);
  return Object.fromEntries(
    queries
      .flatMap((query) => dehydratedData<LaptopsByProcessors>(state, query.queryKey))
      .map(({ processor, laptops }) => [processor, laptops]),
  );
}

export default function CpuComparisonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <CpuComparisonPage laptopsByProcessor={loaderData.laptopsByProcessor} />
    </LoaderQueries>
  );
}

function CpuComparisonPage({
  laptopsByProcessor,
}: {
  laptopsByProcessor: Record<string, ProcessorLaptop[]>;
}) {
  const { data: comparisons } = useLoaderQuery(contentQueries.processorComparisons());
  return (
    <main className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10">
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: 'CPU Comparison' }]} />
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          AMD Ryzen vs Intel Core: Laptop Processor Comparison
        </h1>
        <p className="text-lg text-slate-600">
          Two of the most common budget match-ups in India, compared chip against chip: the
          specifications, how they perform and how efficient they are, what laptops with them cost,
          and which one suits your work.
        </p>
        {comparisons.length > 0 && (
          <nav aria-label="Comparisons on this page">
            <ul className="flex flex-wrap gap-2">
              {comparisons.map((comparison) => (
                <li key={comparison.slug}>
                  <a
                    href={`#${comparison.slug}`}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-orange-400 hover:text-orange-700"
                  >
                    {comparison.processor1.name} vs {comparison.processor2.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <BrandOverview />

      {comparisons.map((comparison) => (
        <HeadToHead
          key={comparison.slug}
          comparison={comparison}
          laptopsByProcessor={laptopsByProcessor}
        />
      ))}

      <CpuBuyingGuide comparisons={comparisons} />
    </main>
  );
}
