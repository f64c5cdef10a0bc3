import { Card, CardBody, cn } from '@bli/ui';
import { Lightbulb, ListChecks, Target } from 'lucide-react';
import type { BuyingGuideCopy } from './landing/guide-copy';

interface BuyingGuideProps {
  /** The guide written from the range's own laptops, by the loader (buyingGuideCopy). */
  guide: BuyingGuideCopy;
  /** The budget in words ("under ₹50,000"). */
  phrase: string;
  id?: string;
  className?: string;
}

/**
 * docs/product-rules.md §2 buying guide: "What to Look For", "Best Use Cases" (by maxPrice) and "Pro Tip",
 * each written from this range's own laptops. The copy is built on the server (the page's
 * loader), so its rules never ship to the browser (issue #3).
 */
export function BuyingGuide({ guide, phrase, id, className }: BuyingGuideProps) {
  return (
    <section
      id={id}
      aria-labelledby="buying-guide-heading"
      className={cn('scroll-mt-20', className)}
    >
      <h2 id="buying-guide-heading" className="text-2xl font-bold text-slate-900">
        Buying guide for laptops {phrase}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardBody>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <ListChecks className="h-5 w-5 text-orange-600" aria-hidden="true" />
              What to Look For
            </h3>
            <dl className="mt-3 space-y-3 text-sm">
              {guide.lookFor.map((item) => (
                <div key={item.title}>
                  <dt className="font-semibold text-slate-900">{item.title}</dt>
                  <dd className="text-slate-700">{item.text}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
        <div className="space-y-4">
          <Card>
            <CardBody>
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Target className="h-5 w-5 text-sky-600" aria-hidden="true" />
                Best Use Cases
              </h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {guide.useCases.map((useCase) => (
                  <li key={useCase}>{useCase}</li>
                ))}
              </ul>
            </CardBody>
          </Card>
          <Card className="border-amber-200 bg-amber-50">
            <CardBody>
              <h3 className="flex items-center gap-2 text-lg font-semibold text-amber-900">
                <Lightbulb className="h-5 w-5" aria-hidden="true" />
                Pro Tip
              </h3>
              <p className="mt-2 text-sm text-amber-900">{guide.proTip}</p>
            </CardBody>
          </Card>
        </div>
      </div>
    </section>
  );
}
