import type { SearchResult } from '@bli/contracts';
import { Link } from 'react-router';
import { staticIsland } from '../static-island';
import { BUDGET_SUGGESTIONS } from './search-examples';
import { SearchFacets } from './search-facets';
import { SearchForm } from './search-form';
import { SearchNoResults } from './search-no-results';
import { SearchPagination } from './search-pagination';
import { searchFor } from './search-params';
import { SearchSortForm } from './search-sort';
import { SearchSummary } from './search-summary';

// Never change in the browser (static-island.tsx): the page's own islands, not the shared module's,
// so the results page loads only these two.
const AffiliateDisclosure = await staticIsland(() =>
  import('../affiliate-disclosure').then((module) => module.AffiliateDisclosure),
);
const LaptopCard = await staticIsland(() =>
  import('../laptop-card').then((module) => module.LaptopCard),
);

interface SearchPageProps {
  search: URLSearchParams;
  result: SearchResult | null;
  /** A filter in the URL the API refused (400): shown instead of results. */
  problem: string | null;
}

/** `/search`: the form, what the words were read as, facets, sorted results and pages. */
export function SearchPage({ search, result, problem }: SearchPageProps) {
  const q = search.get('q') ?? '';
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="space-y-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {q ? `Search results for “${q}”` : 'Search laptops'}
        </h1>
        <SearchForm defaultValue={q} />
      </div>
      {problem && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
      {!result && !problem && <SearchStart />}
      {result && (
        <>
          <SearchSummary result={result} />
          <AffiliateDisclosure />
          <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
            <aside>
              <SearchFacets facets={result.facets} search={search} />
            </aside>
            <section aria-labelledby="results-heading" className="space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
                  {result.total === 1 ? '1 laptop' : `${result.total} laptops`}
                </h2>
                {result.total > 1 && <SearchSortForm search={search} sort={result.sort} />}
              </div>
              {result.total === 0 ? (
                <SearchNoResults result={result} />
              ) : (
                <ul
                  className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
                  data-testid="search-results"
                >
                  {result.results.map((laptop, i) => (
                    <li key={laptop.asin}>
                      <LaptopCard
                        laptop={laptop}
                        imagePriority={i === 0 ? 'high' : i < 3 ? 'eager' : undefined}
                      />
                    </li>
                  ))}
                </ul>
              )}
              <SearchPagination
                search={search}
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
              />
            </section>
          </div>
        </>
      )}
    </main>
  );
}

/** The bare `/search`: what to type. */
function SearchStart() {
  return (
    <section className="space-y-3">
      <p className="text-slate-600">
        Search the way you would say it: a budget (“50k”, “1.5 lakh”, “between 40k and 60k”), a spec
        (“16gb”, “ssd”, “i7”, “ryzen 7”), a use (“gaming”, “thin and light”), a brand or a model
        code.
      </p>
      <ul className="flex flex-wrap gap-2">
        {BUDGET_SUGGESTIONS.map((q) => (
          <li key={q}>
            <Link
              to={searchFor(q)}
              className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
