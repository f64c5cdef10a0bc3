import type { Laptop, PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { expectAffiliateLinksCompliant, headingTexts, hopTo, mainOf, textOf } from './page-helpers';
import { useSite } from './site';
import { LANDING_PAGES, NOT_FOUND_TITLE, RANGE_SLUG } from './spec-data';

const site = useSite();
const NO_JS = { javaScriptEnabled: false };

describe('with JavaScript off', () => {
  it('a price range page lists its laptops with ₹ prices and buy links', async () => {
    const range = await site.api<PriceRange>(`/api/price-ranges/${RANGE_SLUG}`);
    const laptops = await site.api<Laptop[]>(`/api/laptops/price-range/${range.id}`);
    const { page, response } = await site.open(`/price-range/${RANGE_SLUG}`, NO_JS);
    expect(response.status()).toBe(200);
    // The page's own scripts never ran: React did not hydrate it.
    expect(
      await page.evaluate(() =>
        Object.keys(document.body).some((key) => key.startsWith('__react')),
      ),
    ).toBe(false);
    expect(await headingTexts(page, 1)).toEqual([`Best Laptops ${range.name}`]);
    const text = await textOf(mainOf(page));
    const missing = laptops.filter(
      (laptop) => !text.includes(laptop.title) || !text.includes(formatInr(laptop.currentPrice)),
    );
    expect(missing.map((laptop) => laptop.title)).toEqual([]);
    expect(await expectAffiliateLinksCompliant(page)).toBeGreaterThanOrEqual(laptops.length);
  });

  it('a laptop page shows the laptop, its ₹ price and the buy button', async () => {
    const [laptop] = await site.api<Laptop[]>('/api/laptops?pageSize=200');
    const { page, response } = await site.open(`/laptop/${laptop.slug}`, NO_JS);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([laptop.title]);
    const text = await textOf(mainOf(page));
    expect(text).toContain(formatInr(laptop.currentPrice));
    const buy = page.getByRole('link', { name: /Check Price & Buy on Amazon/ });
    // Without JavaScript the link goes through our click hop, which answers 302 to amazon.in.
    expect(await buy.getAttribute('href')).toMatch(hopTo(laptop.asin));
    // Every tab's content is in the HTML, so specifications and pros are readable without tabs.
    const html = await page.content();
    if (laptop.specifications.processor) expect(html).toContain(laptop.specifications.processor);
    if (laptop.pros[0]) expect(html).toContain(laptop.pros[0]);
  });

  it('a budget landing page lists its ranked laptops with ₹ prices', async () => {
    const landing = LANDING_PAGES[2];
    const range = await site.api<PriceRange>(`/api/price-ranges/seo/${landing.seoSlug}`);
    const laptops = await site.api<Laptop[]>(`/api/laptops/price-range/${range.id}`);
    const { page, response } = await site.open(landing.path, NO_JS);
    expect(response.status()).toBe(200);
    const text = await textOf(mainOf(page));
    expect(text).toContain(laptops[0].title);
    expect(text).toContain(formatInr(laptops[0].currentPrice));
  });

  it('the home page shows its price ranges and featured laptops', async () => {
    const ranges = await site.api<PriceRange[]>('/api/price-ranges');
    const featured = await site.api<Laptop[]>('/api/laptops/featured');
    const { page } = await site.open('/', NO_JS);
    const text = await textOf(mainOf(page));
    for (const range of ranges.slice(0, 4)) expect(text).toContain(range.name);
    expect(featured.some((laptop) => text.includes(laptop.title))).toBe(true);
  });

  it('a missing page still answers 404', async () => {
    const { page, response } = await site.open('/no-such-page-without-js', NO_JS);
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([NOT_FOUND_TITLE]);
  });
});
