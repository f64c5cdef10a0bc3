import type { UseCase } from '@bli/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/use-cases';
import { dehydratedData } from '../lib/dehydrated';
import { filterUseCases, resultSummary, toSummary } from '../components/use-cases/use-case-search';
import { UseCaseSearchForm } from '../components/use-cases/use-case-search-form';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { prefetch } from '../lib/prefetch';
import { contentQueries } from '../lib/queries/content.queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const UseCaseBenefits = await staticIsland(() =>
  import('../components/use-cases/use-case-benefits').then((module) => module.UseCaseBenefits),
);
const QuickSelectionGuide = await staticIsland(() =>
  import('../components/use-cases/quick-selection-guide').then(
    (module) => module.QuickSelectionGuide,
  ),
);
const UseCaseCard = await staticIsland(() =>
  import('../components/use-cases/use-case-card').then((module) => module.UseCaseCard),
);

/**
 * The hub shows each use case's summary only: the list is read on the server and passed
 * without its guidance HTML (shown on each use case's own page), which keeps the HTML lean.
 * The title and description come from the seo service (root PageHead).
 */
export async function loader() {
  const query = contentQueries.useCases();
  const useCases = dehydratedData<UseCase[]>(await prefetch(query), query.queryKey);
  return { useCases: useCases.map(toSummary) };
}

/** The search (?q=) only filters the list already in memory: nothing to reload. */
export { revalidateOnNewPath as shouldRevalidate } from '../components/revalidate';

export default function UseCasesRoute({ loaderData }: Route.ComponentProps) {
  const { useCases } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // Back/forward or the Clear link changed ?q=: the box follows the URL.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    setQuery(urlQuery);
  }

  const shown = useMemo(() => filterUseCases(useCases, query), [useCases, query]);
  const submit = (value: string) => {
    const trimmed = value.trim();
    setSearchParams(trimmed ? { q: trimmed } : {}, { preventScrollReset: true });
  };

  return (
    <main className="mx-auto max-w-7xl space-y-12 px-4 py-8 sm:py-10">
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: 'Use Cases' }]} />
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Best Laptops by Use Case
        </h1>
        <p className="text-lg text-slate-600">
          The right laptop depends on what you do with it. Choose your use case to see the
          specifications that matter, a realistic budget in rupees and laptops from our catalogue
          that meet them.
        </p>
      </header>

      <section aria-labelledby="use-case-list-heading" className="space-y-6">
        <h2 id="use-case-list-heading" className="sr-only">
          Use cases
        </h2>
        <UseCaseSearchForm
          query={query}
          onQueryChange={setQuery}
          onSubmit={submit}
          summary={resultSummary(shown.length, useCases.length, query)}
        />
        {shown.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">
              No use cases match “{query.trim()}”
            </p>
            <p className="mt-2 text-slate-600">
              Try a broader word such as “student”, “coding”, “battery” or “travel”, or{' '}
              <Link
                to="/use-cases"
                replace
                preventScrollReset
                onClick={() => setQuery('')}
                className="font-medium text-orange-700 underline"
              >
                show all {useCases.length} use cases
              </Link>
              .
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((useCase) => (
              <li key={useCase.slug}>
                <UseCaseCard useCase={useCase} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <UseCaseBenefits />
      <QuickSelectionGuide useCases={useCases} />
    </main>
  );
}
