import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@bli/ui';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { useHydrated } from '../use-hydrated';
import type { FaqItem } from '../faq';
import { HomeSection } from './section';

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      <p>{item.answer}</p>
      {item.link && (
        <p className="mt-2">
          <Link
            to={item.link.to}
            prefetch="intent"
            className="font-medium text-orange-700 hover:underline"
          >
            {item.link.label} →
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * docs/product-rules.md §2/§4: one item open at a time. The questions come from the loader (`HOME_FAQ`), so
 * their text is data in the page, not first-load JavaScript. With JavaScript: a Radix Accordion (type "single",
 * collapsible). In the server HTML and without JavaScript: <details name="…"> elements, which
 * browsers also keep to one open at a time.
 */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const hydrated = useHydrated();
  return (
    <HomeSection
      id="faq"
      title="Frequently Asked Questions"
      intro="What laptop buyers in India ask us most."
    >
      <div
        className="max-w-3xl rounded-lg border border-slate-200 bg-white px-5"
        data-testid="home-faq"
      >
        {hydrated ? (
          <Accordion type="single" collapsible>
            {items.map((item, index) => (
              <AccordionItem key={item.question} value={`faq-${index}`} className="last:border-b-0">
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>
                  <Answer item={item} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          items.map((item) => (
            <details
              key={item.question}
              name="home-faq"
              className="group border-b border-slate-200 last:border-b-0"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-left font-medium hover:underline [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="pb-4 text-slate-700">
                <Answer item={item} />
              </div>
            </details>
          ))
        )}
      </div>
    </HomeSection>
  );
}
