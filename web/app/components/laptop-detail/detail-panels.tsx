import type { Laptop, LaptopDetail } from '@bli/contracts';
import { specificationFacts } from '@bli/domain';
import { Badge } from '@bli/ui';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { ourReview } from './our-review';

/* The three panels of the detail page's tabs (detail-tabs.tsx): static, so they are islands. */

export function SpecificationsPanel({ laptop }: { laptop: Laptop }) {
  const facts = specificationFacts(laptop);
  if (facts.length === 0) {
    return <p className="text-slate-600">Detailed specifications will be updated soon.</p>;
  }
  return (
    <dl className="divide-y divide-slate-100">
      {facts.map((fact) => (
        <div key={fact.key} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-slate-500">{fact.label}</dt>
          <dd className="text-sm text-slate-900 sm:col-span-2">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function NoteList({
  items,
  icon,
  label,
  tone,
}: {
  items: string[];
  icon: ReactNode;
  label: string;
  tone: string;
}) {
  return (
    <div>
      <h4 className={`mb-2 font-semibold ${tone}`}>{label}</h4>
      {items.length > 0 ? (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-sm text-slate-800">
              {icon}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">None listed yet.</p>
      )}
    </div>
  );
}

export function ProsConsPanel({ laptop }: { laptop: Laptop }) {
  if (laptop.pros.length === 0 && laptop.cons.length === 0) {
    return (
      <p className="text-slate-600">
        We have not listed pros and cons for this laptop yet. Compare its specifications with the
        similar laptops below and read recent buyer reviews on Amazon before you decide.
      </p>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <NoteList
        items={laptop.pros}
        label="Pros"
        tone="text-green-700"
        icon={<Check className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />}
      />
      <NoteList
        items={laptop.cons}
        label="Cons"
        tone="text-red-700"
        icon={<X className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden="true" />}
      />
    </div>
  );
}

const VERDICT_TONE = {
  'Highly Recommended': 'success',
  Recommended: 'info',
  'Consider Carefully': 'brand',
} as const;

/** Our review (the editors' text, or one built from the data) and the verdict. */
export function ReviewPanel({ laptop }: { laptop: Laptop | LaptopDetail }) {
  const review = ourReview(laptop);
  return (
    <div className="space-y-3 text-slate-700" data-testid="our-review">
      {review.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <div className="rounded-md bg-slate-50 p-4" data-testid="verdict">
        {review.editorVerdict ? (
          <p className="text-slate-900">
            <span className="font-semibold">Our verdict:</span> {review.editorVerdict}
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              Our verdict: <Badge tone={VERDICT_TONE[review.verdict]}>{review.verdict}</Badge>
            </p>
            <p className="mt-1 text-sm">{review.verdictReason}</p>
          </>
        )}
      </div>
    </div>
  );
}
