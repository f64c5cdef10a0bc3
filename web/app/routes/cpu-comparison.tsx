import type { Laptop, ProcessorComparison } from '@bli/contracts';
import type { Route } from './+types/cpu-comparison';
import { laptopsByProcessor, type ProcessorLaptop } from '../components/cpu/processor-match';
import { dehydratedData } from '../lib/dehydrated';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { allLaptopsQuery } from '../lib/all-pages.server';
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
 * docs/product-rules.md §7: the page reads /api/laptops and keeps, per processor, the first 3 laptops whose
 * processorModel or specifications.processor names it. Only those few (trimmed) laptops reach
 * the page; the full list stays on the server. The title and description come from the seo
 * service (root PageHead).
 */
export async function loader() {
  const comparisonsQuery = contentQueries.processorComparisons();
  const laptopsQuery = allLaptopsQuery();
  const [dehydrated, laptopsState] = await Promise.all([
    prefetch(comparisonsQuery),
    prefetch(laptopsQuery),
  ]);
  const comparisons = dehydratedData<ProcessorComparison[]>(dehydrated, comparisonsQuery.queryKey);
  const laptops = dehydratedData<Laptop[]>(laptopsState, laptopsQuery.queryKey) ?? [];
  return {
    dehydrated,
    laptopsByProcessor: laptopsByProcessor(comparisons, laptops),
  };
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
