import type { UseCase } from '@bli/contracts';
import { Badge, cn } from '@bli/ui';
import { Breadcrumbs } from '../breadcrumbs';
import { useCaseAccent, useCaseIcon } from '../use-cases/use-case-style';
import { statsLine, type UseCaseStats } from './use-case-stats';

/** h1, what the use case is about, its budget, and this page's own numbers. */
export function UseCaseHeader({ useCase, stats }: { useCase: UseCase; stats: UseCaseStats }) {
  const Icon = useCaseIcon(useCase.icon);
  const accent = useCaseAccent(useCase.color);
  return (
    <header className="space-y-4">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Use cases', to: '/use-cases' },
          { label: useCase.title },
        ]}
      />
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'hidden h-14 w-14 shrink-0 items-center justify-center rounded-xl sm:flex',
            accent.tile,
          )}
        >
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {useCase.title}
          </h1>
          <p className="max-w-3xl text-lg text-slate-700">{useCase.description}</p>
          <p className="flex flex-wrap gap-2">
            <Badge tone="brand">Budget: {useCase.budgetRange}</Badge>
            <Badge tone="outline">
              {stats.count === 1 ? '1 matching laptop' : `${stats.count} matching laptops`}
            </Badge>
          </p>
          <p className="max-w-3xl text-slate-700" data-testid="use-case-stats">
            {statsLine(stats)}
          </p>
        </div>
      </div>
    </header>
  );
}
