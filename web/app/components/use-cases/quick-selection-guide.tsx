import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { UseCaseSummary } from './use-case-search';

/** docs/product-rules.md §2: the Quick Selection Guide links these six use-case lists, in this order. */
const QUICK_PICKS: readonly { path: string; situation: string; fallback: string }[] = [
  { path: '/laptops/students', situation: 'I study at school or college', fallback: 'Students' },
  { path: '/laptops/coding', situation: 'I write code or build software', fallback: 'Coding' },
  { path: '/laptops/teachers', situation: 'I teach, in class or online', fallback: 'Teachers' },
  {
    path: '/laptops/work-from-home',
    situation: 'I work from home on calls and documents',
    fallback: 'Work from home',
  },
  { path: '/laptops/travel', situation: 'I carry my laptop everywhere', fallback: 'Travel' },
  {
    path: '/laptops/accounting',
    situation: 'I do accounts, GST filing or Tally',
    fallback: 'Accounting',
  },
];

/** Situation → list. Titles and budgets come from the use cases when the API has them. */
export function QuickSelectionGuide({ useCases }: { useCases: readonly UseCaseSummary[] }) {
  return (
    <section
      aria-labelledby="quick-selection-heading"
      className="rounded-xl bg-slate-900 p-6 text-white sm:p-8"
    >
      <h2 id="quick-selection-heading" className="text-2xl font-bold sm:text-3xl">
        Quick Selection Guide
      </h2>
      <p className="mt-2 max-w-2xl text-slate-300">
        Not sure where to start? Pick the sentence that sounds most like you.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {QUICK_PICKS.map((pick) => {
          const useCase = useCases.find((candidate) => candidate.path === pick.path);
          return (
            <li key={pick.path}>
              <Link
                to={pick.path}
                prefetch="intent"
                className="group flex h-full items-center justify-between gap-3 rounded-lg bg-white/10 p-4 transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400"
              >
                <span>
                  <span className="block text-sm text-slate-300">{pick.situation}</span>
                  <span className="mt-1 block font-semibold">
                    {useCase?.title ?? pick.fallback}
                  </span>
                  {useCase && (
                    <span className="mt-0.5 block text-sm text-orange-200">
                      {useCase.budgetRange}
                    </span>
                  )}
                </span>
                <ChevronRight
                  className="h-5 w-5 shrink-0 transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
