import type { ProcessorComparison } from '@bli/contracts';
import { cn } from '@bli/ui';
import { chipColors } from './chip-colors';

/** The record's own use-case list: which chip to pick for what, and why. */
export function UseCaseRecommendations({ comparison }: { comparison: ProcessorComparison }) {
  const chips = [comparison.processor1, comparison.processor2];
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">Which one for what</h3>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {comparison.comparison.useCase.map((useCase) => {
          const chip = chips.find((candidate) => candidate.name === useCase.recommendation);
          const colors = chip ? chipColors(chip.brand) : null;
          return (
            <li
              key={useCase.title}
              className={cn('rounded-lg border p-4', colors?.soft ?? 'border-slate-200 bg-white')}
            >
              <p className="font-medium text-slate-900">{useCase.title}</p>
              <p className="mt-1 text-sm">
                <span className="text-slate-600">Pick: </span>
                <strong className={colors?.text ?? 'text-slate-900'}>
                  {useCase.recommendation}
                </strong>
              </p>
              <p className="mt-1 text-sm text-slate-600">{useCase.reason}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
