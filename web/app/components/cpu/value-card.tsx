import type { ProcessorComparison } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { Card } from '@bli/ui';
import { IndianRupee, Trophy } from 'lucide-react';
import { bestValueChip } from './processor-match';

export function ValueCard({ comparison }: { comparison: ProcessorComparison }) {
  const best = bestValueChip(comparison);
  const other = best === comparison.processor1 ? comparison.processor2 : comparison.processor1;
  return (
    <Card className="p-5">
      <h4 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <IndianRupee className="h-5 w-5 text-orange-500" aria-hidden="true" />
        Value
      </h4>
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="font-medium text-slate-800">Typical laptop budget</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900">
            {formatInr(comparison.budgetRange.min)} – {formatInr(comparison.budgetRange.max)}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">Availability</dt>
          <dd className="mt-1 text-slate-600">{comparison.availability}</dd>
        </div>
        <div className="rounded-md border border-green-200 bg-green-50 p-3">
          <dt className="flex items-center gap-1.5 font-medium text-green-800">
            <Trophy className="h-4 w-4" aria-hidden="true" />
            Best value
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{best.name}</dd>
          {best.threads > other.threads && (
            <dd className="mt-0.5 text-xs text-slate-600">
              {best.cores} cores and {best.threads} threads against {other.cores} and{' '}
              {other.threads}, in laptops of the same budget.
            </dd>
          )}
        </div>
      </dl>
    </Card>
  );
}
