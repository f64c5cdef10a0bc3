import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { AlertSection, ALERT_PRIVACY } from './alert-section';

/** The section as the server renders it, in the laptop page's route. */
const serverHtml = (props: Parameters<typeof AlertSection>[0]) => {
  const Stub = createRoutesStub([
    { path: '/laptop/:slug', Component: () => <AlertSection {...props} /> },
  ]);
  return renderToString(<Stub initialEntries={[`/laptop/${props.slug}`]} />);
};

describe('AlertSection', () => {
  it('is a plain form posting to the laptop page, with the privacy note and no push offer', () => {
    const html = serverHtml({ slug: 'hp-victus-15', currentPrice: 54_990, unavailable: false });
    expect(html).toContain('id="alert"');
    expect(html).toMatch(/<form[^>]* action="\/laptop\/hp-victus-15#alert" method="post"/);
    expect(html).toContain('name="email"');
    // A target 5 % under the price, chosen.
    expect(html).toMatch(/name="targetPrice"[^>]*value="52200"/);
    expect(html).toMatch(/<input[^>]* checked=""[^>]* value="target-price"/);
    expect(html).toMatch(/name="percent"[^>]*value="5"/);
    expect(html).not.toContain('Also notify this browser');
    expect(html).toContain(ALERT_PRIVACY);
  });

  it('offers "back in stock" first when the laptop cannot be bought', () => {
    const html = serverHtml({ slug: 'hp-victus-15', currentPrice: 54_990, unavailable: true });
    expect(html).toMatch(/<input[^>]* checked=""[^>]* value="back-in-stock"/);
  });
});
