import { Button } from '@bli/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/knowledge-hub';
import { hubStats } from '../components/knowledge/knowledge-model';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { prefetch } from '../lib/prefetch';
import { contentQueries } from '../lib/queries/content.queries';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const HubStatTiles = await staticIsland(() =>
  import('../components/knowledge/hub-stat-tiles').then((module) => module.HubStatTiles),
);
const CategorySection = await staticIsland(() =>
  import('../components/knowledge/category-section').then((module) => module.CategorySection),
);

/** The title and description come from the seo service (root PageHead). */
export async function loader() {
  return { dehydrated: await prefetch(contentQueries.knowledgeHub()) };
}

export default function KnowledgeHubRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <KnowledgeHubPage />
    </LoaderQueries>
  );
}

function KnowledgeHubPage() {
  const { data: categories } = useLoaderQuery(contentQueries.knowledgeHub());
  return (
    <main className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10">
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: 'Knowledge Hub' }]} />
      <header className="space-y-6">
        <div className="max-w-3xl space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Laptop Knowledge Hub
          </h1>
          <p className="text-lg text-slate-600">
            Clear, India-focused guides to the parts that decide how a laptop feels to use:
            processors, memory and storage, displays, brands and the technical details behind
            battery life, cooling and upgrades.
          </p>
        </div>
        <HubStatTiles stats={hubStats(categories)} />
        {categories.length > 0 && (
          <nav aria-label="Guide categories">
            <ul className="flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.slug}>
                  <a
                    href={`#${category.slug}`}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:border-orange-400 hover:text-orange-700"
                  >
                    {category.title}
                    <span className="text-slate-500"> ({category.guides.length})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      {categories.map((category) => (
        <CategorySection key={category.slug} category={category} />
      ))}

      <section
        aria-labelledby="next-steps-heading"
        className="rounded-xl bg-slate-900 p-6 text-white sm:p-8"
      >
        <h2 id="next-steps-heading" className="text-2xl font-bold">
          Ready to choose?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-300">
          Put the guides to work: find laptops that fit how you work, or see how the popular Ryzen
          and Core chips compare head to head.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/use-cases" prefetch="intent">
              Browse laptops by use case
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/cpu-comparison" prefetch="intent">
              Compare processors
            </Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
