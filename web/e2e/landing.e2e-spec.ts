import type { Laptop, PriceRange } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import { eventually } from '@bli/testing';
import {
  cardTitles,
  expectAccordionToggles,
  headingTexts,
  mainOf,
  textOf,
  viewportBox,
  VISIBLE_CARDS,
} from './page-helpers';
import { useSite } from './site';
import { LANDING_PAGES } from './spec-data';

const site = useSite();

const ANCHORS = ['#laptops', '#comparison', '#buying-guide', '#faq'];

async function rangeFor(seoSlug: string): Promise<{ range: PriceRange; laptops: Laptop[] }> {
  const range = await site.api<PriceRange>(`/api/price-ranges/seo/${seoSlug}`);
  const laptops = await site.api<Laptop[]>(`/api/laptops/price-range/${range.id}`);
  return { range, laptops };
}

describe.each(LANDING_PAGES.map((landing) => [landing.path, landing.seoSlug]))(
  '%s',
  (path, seoSlug) => {
    it('shows the SEO title and description, and ranks the laptops of the range', async () => {
      const { range, laptops } = await rangeFor(seoSlug);
      expect(laptops.length).toBeGreaterThan(0);
      const { page, response } = await site.open(path);
      expect(response.status()).toBe(200);
      expect(await headingTexts(page, 1)).toEqual([range.seoTitle ?? range.name]);
      const main = mainOf(page);
      const text = await textOf(main);
      if (range.seoDescription) expect(text).toContain(range.seoDescription);

      // Ranked cards in the API's ranking order, numbered from #1 (the top five at least).
      const list = page.locator('#laptops');
      const titles = await cardTitles(list);
      expect(titles.length).toBeGreaterThanOrEqual(Math.min(5, laptops.length));
      expect(titles).toEqual(laptops.slice(0, titles.length).map((laptop) => laptop.title));
      const firstCard = await textOf(list.locator(VISIBLE_CARDS).first());
      expect(firstCard).toMatch(/#1\b/);
      expect(firstCard).toContain(formatInr(laptops[0].currentPrice));
    });

    it('has the four quick-nav anchors, each leading to its section', async () => {
      const { page } = await site.open(path);
      const main = mainOf(page);
      for (const anchor of ANCHORS) {
        expect(await page.locator(anchor).count()).toBe(1);
        expect(await main.locator(`a[href="${anchor}"]`).count()).toBeGreaterThan(0);
      }
      await main.locator('a[href="#faq"]').first().click();
      await page.waitForURL(`**${path}#faq`);
      await eventually(async () => expect(await page.locator('#faq').isVisible()).toBe(true));
      await eventually(async () => {
        const box = await viewportBox(page, page.locator('#faq'));
        expect(box.top).toBeLessThan(box.viewportHeight);
        expect(box.bottom).toBeGreaterThan(0);
      });
    });

    it('compares the laptops in a table linking to their reviews', async () => {
      const { laptops } = await rangeFor(seoSlug);
      const { page } = await site.open(path);
      const table = page.locator('#comparison').getByRole('table');
      await table.waitFor();
      const reviews = await table
        .getByRole('link', { name: 'View Full Review' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(reviews.length).toBeGreaterThan(0);
      const slugs = laptops.map((laptop) => `/laptop/${laptop.slug}`);
      reviews.forEach((href) => expect(slugs).toContain(href));
      // Ranked order, starting with the #1 laptop.
      expect(reviews[0]).toBe(slugs[0]);
    });

    it('has a buying guide and an FAQ accordion', async () => {
      const { page } = await site.open(path);
      expect((await textOf(page.locator('#buying-guide'))).length).toBeGreaterThan(100);
      await expectAccordionToggles(page.locator('#faq'));
    });
  },
);

describe('landing pages differ', () => {
  it('each page carries its own range: titles and first laptops are not the same', async () => {
    const seen = new Map<string, string>();
    for (const landing of LANDING_PAGES) {
      const { page } = await site.open(landing.path);
      const h1 = (await headingTexts(page, 1)).join();
      const first = (await cardTitles(page.locator('#laptops')))[0] ?? '';
      seen.set(landing.path, `${h1} / ${first}`);
      await page.context().close();
    }
    expect(new Set(seen.values()).size).toBe(LANDING_PAGES.length);
  });
});
