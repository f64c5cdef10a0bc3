import type { Laptop } from '@bli/contracts';
import { Badge, Tabs, TabsContent, TabsList, TabsTrigger } from '@bli/ui';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { specificationFacts } from './laptop-facts';
import { ourReview } from './our-review';

const PANEL = 'rounded-lg border border-slate-200 bg-white p-5 data-[state=inactive]:hidden';

/** Without JavaScript the tabs cannot switch: show every panel, one after another. */
const NO_SCRIPT_CSS =
  '[data-detail-tabs] [role=tabpanel]{display:block!important}[data-detail-tabs] [role=tablist]{display:none!important}';

function SpecificationsPanel({ laptop }: { laptop: Laptop }) {
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

function ProsConsPanel({ laptop }: { laptop: Laptop }) {
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

function ReviewPanel({ laptop }: { laptop: Laptop }) {
  const review = ourReview(laptop);
  return (
    <div className="space-y-3 text-slate-700">
      {review.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <div className="rounded-md bg-slate-50 p-4">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          Our verdict: <Badge tone={VERDICT_TONE[review.verdict]}>{review.verdict}</Badge>
        </p>
        <p className="mt-1 text-sm">{review.verdictReason}</p>
      </div>
    </div>
  );
}

/** Specifications, Pros & Cons and Our Review: all three panels are in the server HTML. */
export function DetailTabs({ laptop }: { laptop: Laptop }) {
  return (
    <section aria-labelledby="details-heading" data-detail-tabs="">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <h2 id="details-heading" className="mb-3 text-xl font-bold">
        Details &amp; review
      </h2>
      <Tabs defaultValue="specifications">
        <TabsList aria-label="Laptop details">
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="pros-cons">Pros &amp; Cons</TabsTrigger>
          <TabsTrigger value="review">Our Review</TabsTrigger>
        </TabsList>
        <TabsContent value="specifications" forceMount className={PANEL}>
          <h3 className="sr-only">Specifications</h3>
          <SpecificationsPanel laptop={laptop} />
        </TabsContent>
        <TabsContent value="pros-cons" forceMount className={PANEL}>
          <h3 className="sr-only">Pros &amp; Cons</h3>
          <ProsConsPanel laptop={laptop} />
        </TabsContent>
        <TabsContent value="review" forceMount className={PANEL}>
          <h3 className="sr-only">Our Review</h3>
          <ReviewPanel laptop={laptop} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
