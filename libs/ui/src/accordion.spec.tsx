import { renderToStaticMarkup } from 'react-dom/server';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const items = ['battery', 'warranty'];

function faq(element: (children: React.ReactNode) => React.ReactElement): string {
  return renderToStaticMarkup(
    element(
      items.map((item) => (
        <AccordionItem key={item} value={item}>
          <AccordionTrigger>{item}?</AccordionTrigger>
          <AccordionContent>{item} answer</AccordionContent>
        </AccordionItem>
      )),
    ),
  );
}

/** The attributes of the element whose text is `text`. */
function tagAround(html: string, text: string): string {
  const end = html.indexOf(`>${text}<`);
  return html.slice(html.lastIndexOf('<', end), end + 1);
}

describe('Accordion', () => {
  it('opens the default item and keeps closed answers in the HTML, hidden', () => {
    const html = faq((children) => (
      <Accordion type="single" defaultValue="battery">
        {children}
      </Accordion>
    ));
    expect(tagAround(html, 'battery answer')).toContain('data-state="open"');
    expect(tagAround(html, 'warranty answer')).toContain('data-state="closed"');
    expect(tagAround(html, 'warranty answer')).toContain('data-[state=closed]:hidden');
    expect(tagAround(html, 'warranty answer')).toContain('role="region"');
  });

  it('gives triggers aria-expanded and aria-controls naming their answer', () => {
    const html = faq((children) => (
      <Accordion type="single" defaultValue="battery">
        {children}
      </Accordion>
    ));
    const trigger = html.slice(html.indexOf('<button'), html.indexOf('>', html.indexOf('<button')));
    expect(trigger).toContain('aria-expanded="true"');
    // A single accordion that is not collapsible cannot close its open item.
    expect(trigger).toContain('aria-disabled="true"');
    const controls = /aria-controls="([^"]+)"/.exec(trigger)?.[1];
    expect(tagAround(html, 'battery answer')).toContain(`id="${controls}"`);
  });

  it('opens several items at once when multiple', () => {
    const html = faq((children) => (
      <Accordion type="multiple" defaultValue={['battery', 'warranty']}>
        {children}
      </Accordion>
    ));
    expect(tagAround(html, 'battery answer')).toContain('data-state="open"');
    expect(tagAround(html, 'warranty answer')).toContain('data-state="open"');
    expect(html).not.toContain('aria-disabled');
  });

  it('refuses an item outside <Accordion>', () => {
    expect(() => renderToStaticMarkup(<AccordionItem value="x" />)).toThrow(
      'AccordionItem must be inside <Accordion> and <AccordionItem>',
    );
  });
});
