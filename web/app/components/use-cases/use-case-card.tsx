import { Badge, Button, Card, cn } from '@bli/ui';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { AUDIENCE_CHIPS, firstOf, REQUIREMENT_LINES, type UseCaseSummary } from './use-case-search';
import { useCaseAccent, useCaseIcon } from './use-case-style';

/** One use case on the hub (docs/product-rules.md §2): audience chips and requirements are capped at 3. */
export function UseCaseCard({ useCase }: { useCase: UseCaseSummary }) {
  const Icon = useCaseIcon(useCase.icon);
  const accent = useCaseAccent(useCase.color);
  const audience = firstOf(useCase.targetAudience, AUDIENCE_CHIPS);
  const requirements = firstOf(useCase.requirements, REQUIREMENT_LINES);
  const headingId = `use-case-${useCase.slug}`;
  return (
    <Card className={cn('flex h-full flex-col gap-4 border-t-4 p-5', accent.border)}>
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-lg',
            accent.tile,
          )}
        >
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-semibold text-slate-900">
            {useCase.title}
          </h3>
          <p className="mt-1 text-sm font-medium text-slate-700">
            <span className="sr-only">Budget: </span>
            {useCase.budgetRange}
          </p>
        </div>
      </div>
      <p className="text-sm text-slate-600">{useCase.description}</p>
      {audience.shown.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Perfect for
          </h4>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {audience.shown.map((who) => (
              <li key={who}>
                <Badge tone="neutral" className="font-medium">
                  {who}
                </Badge>
              </li>
            ))}
            {audience.more > 0 && (
              <li>
                <Badge tone="outline" className="font-medium">
                  +{audience.more} more
                </Badge>
              </li>
            )}
          </ul>
        </div>
      )}
      {requirements.shown.length > 0 && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Key requirements
          </h4>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {requirements.shown.map((requirement) => (
              <li key={requirement} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                {requirement}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button asChild variant="secondary" className="mt-auto w-full">
        <Link to={useCase.path} prefetch="intent">
          View Recommendations
          <span className="sr-only">: {useCase.title}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
