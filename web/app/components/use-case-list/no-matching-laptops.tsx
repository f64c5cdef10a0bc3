import type { UseCase } from '@bli/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { listOf } from '../landing/copy-text';
import { budgetPageFor } from './budget-link';
import { criteriaList } from './use-case-stats';

/** Honest empty state: nothing in the catalogue meets the checks, and nothing is padded in. */
export function NoMatchingLaptops({ useCase }: { useCase: UseCase }) {
  const budget = budgetPageFor(useCase.criteria.maxPrice);
  return (
    <section
      id="laptops"
      aria-labelledby="laptops-heading"
      className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center"
    >
      <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 id="laptops-heading" className="mt-3 text-xl font-semibold">
        No Laptops Found
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-slate-600">
        None of the laptops we track meets all of these checks right now:{' '}
        {listOf(criteriaList(useCase.criteria))}. We would rather show an empty list than fill it
        with laptops that fall short; this page lists them as soon as we add one that qualifies.
      </p>
      <p className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
        <Link to={budget.path} className="text-blue-700 hover:underline">
          Browse laptops {budget.label.toLowerCase()} →
        </Link>
        <Link to="/use-cases" className="text-blue-700 hover:underline">
          See all use cases →
        </Link>
      </p>
    </section>
  );
}
