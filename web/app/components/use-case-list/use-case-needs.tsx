import type { UseCase } from '@bli/contracts';
import { Badge } from '@bli/ui';
import { Check, Filter } from 'lucide-react';
import type { ReactNode } from 'react';
import { criteriaList } from './use-case-stats';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Who the use case suits, what it needs, and, kept apart from those, the checks every listed
 * laptop passed: the requirements name things no spec sheet states (keyboards, webcams).
 */
export function UseCaseNeeds({ useCase }: { useCase: UseCase }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Panel id="audience-heading" title="Who these laptops suit">
        <ul className="flex flex-wrap gap-1.5">
          {useCase.targetAudience.map((who) => (
            <li key={who}>
              <Badge tone="neutral" className="font-medium">
                {who}
              </Badge>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="requirements-heading" title="Key requirements">
        <ul className="space-y-1.5 text-sm text-slate-700">
          {useCase.requirements.map((requirement) => (
            <li key={requirement} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
              {requirement}
            </li>
          ))}
        </ul>
      </Panel>
      <Panel id="criteria-heading" title="How we pick the laptops below">
        <p className="text-sm text-slate-700">Every laptop listed meets all of these:</p>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {criteriaList(useCase.criteria).map((criterion) => (
            <li key={criterion} className="flex gap-2">
              <Filter className="mt-0.5 h-4 w-4 shrink-0 text-orange-600" aria-hidden="true" />
              {capitalise(criterion)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-500">
          Requirements a spec sheet does not show, such as keyboard feel or webcam quality, are
          covered in our buying advice below.
        </p>
      </Panel>
    </div>
  );
}
