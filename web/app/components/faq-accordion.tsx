import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@bli/ui';
import type { FaqItem } from './faq';

/** Without JavaScript the accordion cannot open: show every answer. */
const NO_SCRIPT_CSS = '#faq [role="region"][data-state="closed"]{display:block!important}';

/**
 * A page's FAQ (section #faq): the first answer open, several may be open at once, and every
 * answer stays in the HTML while closed.
 */
export function FaqAccordion({ items, title }: { items: readonly FaqItem[]; title: string }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 space-y-3">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <Accordion
        type="multiple"
        defaultValue={['faq-0']}
        className="rounded-lg border border-slate-200 bg-white px-5"
      >
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`} className="last:border-b-0">
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
