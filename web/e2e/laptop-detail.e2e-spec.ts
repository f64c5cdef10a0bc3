import type { Laptop, LaptopDetail, PriceHistory } from '@bli/contracts';
import { formatInr, verdictFor } from '@bli/domain';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import {
  hasType,
  headingTexts,
  hopTo,
  jsonLdNodes,
  mainOf,
  must,
  sectionWithHeading,
  structuredData,
  textOf,
} from './page-helpers';
import { useSite } from './site';
import { AFFILIATE_DISCLOSURE } from './spec-data';

const site = useSite();

let featured: Laptop;
let plain: Laptop;

beforeAll(async () => {
  const all = await site.api<Laptop[]>('/api/laptops?pageSize=200');
  const featuredList = await site.api<Laptop[]>('/api/laptops/featured');
  featured = must(
    featuredList.find((laptop) => laptop.rating && laptop.pros.length > 0),
    'a rated featured laptop with pros',
  );
  plain = must(
    all.find((laptop) => !laptop.isFeatured && laptop.rating && laptop.cons.length > 0),
    'a rated laptop that is not featured',
  );
});

const reviewsPattern = (laptop: Laptop) =>
  new RegExp(
    `${laptop.rating}/5 \\((${laptop.reviewCount}|${laptop.reviewCount.toLocaleString('en-IN')}) reviews\\)`,
  );

async function openTab(page: Page, name: string): Promise<string> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await eventually(async () => expect(await tab.getAttribute('aria-selected')).toBe('true'));
  const panel = page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
  await panel.waitFor();
  return textOf(panel);
}

describe('laptop detail page', () => {
  it('shows the laptop: title, badges, rating, price and quick specs', async () => {
    const { page, response } = await site.open(`/laptop/${featured.slug}`);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([featured.title]);
    const text = await textOf(mainOf(page));
    expect(text).toContain('Featured Product');
    expect(text).toContain(featured.brand);
    expect(text).toMatch(reviewsPattern(featured));
    expect(text).toContain(formatInr(featured.currentPrice));
    // A price carries the time it was read (Amazon's rule, docs/compliance.md).
    expect(text).toMatch(/as of (\d{1,2} \w{3} \d{4}, )?\d{2}:\d{2} IST/);
    const { processor, ram, storage, display } = featured.specifications;
    for (const value of [processor, ram, storage, display])
      if (value) expect(text).toContain(value);
  });

  it('has no "Featured Product" badge on a laptop that is not featured', async () => {
    const { page } = await site.open(`/laptop/${plain.slug}`);
    expect(await headingTexts(page, 1)).toEqual([plain.title]);
    const text = await textOf(mainOf(page));
    expect(text).not.toContain('Featured Product');
    expect(text).toMatch(reviewsPattern(plain));
  });

  it('buys through "Check Price & Buy on Amazon" with the disclosure beside it', async () => {
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const buy = mainOf(page).getByRole('link', { name: /Check Price & Buy on Amazon/ });
    expect(await buy.count()).toBe(1);
    expect(await buy.getAttribute('href')).toMatch(hopTo(featured.asin));
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(await buy.getAttribute('rel')).toBe('sponsored noopener');
    expect(await textOf(mainOf(page))).toContain(AFFILIATE_DISCLOSURE);
  });

  it('switches between Specifications, Pros & Cons and Our Review', async () => {
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.map((tab) => tab.trim())).toEqual(['Specifications', 'Pros & Cons', 'Our Review']);

    const pros = await openTab(page, 'Pros & Cons');
    for (const item of [...featured.pros, ...featured.cons]) expect(pros).toContain(item);

    const review = await openTab(page, 'Our Review');
    expect(review).toContain(verdictFor(featured.rating));
    expect(review).not.toContain(featured.pros[0]);

    const specs = await openTab(page, 'Specifications');
    for (const value of Object.values(featured.specifications)) {
      if (value) expect(specs).toContain(value);
    }
    expect(specs).not.toContain(featured.pros[0]);
  });

  it('compares up to five similar laptops of the same range, never itself', async () => {
    const sameRange = await site.api<Laptop[]>(`/api/laptops/price-range/${featured.priceRangeId}`);
    const others = sameRange.filter((laptop) => laptop.asin !== featured.asin);
    expect(others.length).toBeGreaterThan(0);
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const similar = sectionWithHeading(page, 'Similar Laptops');
    const links = await similar
      .getByRole('table')
      .getByRole('link', { name: 'View Full Review' })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toHaveLength(Math.min(5, others.length));
    const allowed = others.map((laptop) => `/laptop/${laptop.slug}`);
    links.forEach((href) => expect(allowed).toContain(href));

    await similar.getByRole('link', { name: 'View Full Review' }).first().click();
    await page.waitForURL(`**${links[0]}`);
    const next = must(
      others.find((laptop) => `/laptop/${laptop.slug}` === links[0]),
      'the first similar laptop',
    );
    await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
  });

  it('ends with "Buy Now on Amazon - ₹…"', async () => {
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const buy = page.getByRole('link', {
      name: `Buy Now on Amazon - ${formatInr(featured.currentPrice)}`,
    });
    expect(await buy.count()).toBe(1);
    expect(await buy.getAttribute('href')).toMatch(hopTo(featured.asin));
    expect(await buy.getAttribute('rel')).toBe('sponsored noopener');
  });

  it('charts the price history and offers it as a table', async () => {
    const history = await site.api<PriceHistory>(
      `/api/laptops/slug/${featured.slug}/price-history`,
    );
    expect(history.points.length).toBeGreaterThan(1);
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const section = sectionWithHeading(page, /price history/i);
    expect(
      await section
        .locator('svg')
        .filter({ has: page.locator('path, polyline') })
        .count(),
    ).toBeGreaterThan(0);
    const table = section.locator('table');
    expect(await table.count()).toBe(1);
    const tableText = (await table.textContent()) ?? '';
    expect(tableText).toContain(formatInr(must(history.lowestEver, 'a lowest price').price));
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
  });

  it('describes the laptop as a Product with an INR offer in structured data', async () => {
    const { page } = await site.open(`/laptop/${featured.slug}`);
    const product = (await structuredData(page))
      .flatMap(jsonLdNodes)
      .find((node) => hasType(node, 'Product'));
    expect(must(product, 'a Product node').name).toBe(featured.title);
    const offers = [must(product, 'a Product node').offers].flat() as Record<string, unknown>[];
    expect(offers[0].priceCurrency).toBe('INR');
    expect(Number(offers[0].price)).toBe(featured.currentPrice);
  });
});

describe('laptop detail page: pictures', () => {
  it('shows the main picture at once, fetched first, in a fixed box; the placeholder only without one', async () => {
    const laptop = await site.api<LaptopDetail>(`/api/laptops/slug/${featured.slug}`);
    const { page, response } = await site.open(`/laptop/${featured.slug}`);
    // The policy allows pictures from the configured image hosts only, never any https: origin.
    const imgSrc = (response.headers()['content-security-policy'] ?? '')
      .split('; ')
      .find((directive) => directive.startsWith('img-src '));
    expect(must(imgSrc, 'an img-src directive').split(' ')).not.toContain('https:');
    const main = mainOf(page).locator('img[fetchpriority="high"]');
    const image = laptop.images[0];
    if (!image) {
      expect(await main.count()).toBe(0);
      expect(
        await mainOf(page)
          .getByRole('img', { name: `${laptop.brand} Laptop` })
          .first()
          .isVisible(),
      ).toBe(true);
      return;
    }
    expect(await main.count()).toBe(1);
    expect(image.sizes.map((size) => size.url)).toContain(await main.getAttribute('src'));
    expect(await main.getAttribute('alt')).toBe(laptop.title);
    expect(await main.getAttribute('loading')).toBe('eager');
    expect([await main.getAttribute('width'), await main.getAttribute('height')]).toEqual([
      '640',
      '440',
    ]);
    // Every image host the laptop's pictures come from is allowed by the policy.
    for (const { url } of laptop.images.flatMap((picture) => picture.sizes)) {
      expect(must(imgSrc, 'img-src')).toContain(new URL(url).origin);
    }
    // A picture that loads shows no placeholder beside it.
    await eventually(async () =>
      expect(
        await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true),
    );
    expect(await main.getAttribute('data-broken')).toBeNull();
  });
});

describe('laptop detail page: a retired laptop', () => {
  it('stays, says "No longer sold", offers nothing to buy and leaves the index', async () => {
    const all = await site.api<Laptop[]>('/api/laptops?pageSize=200');
    const retired = must(
      all.find((laptop) => laptop.slug !== featured.slug && laptop.slug !== plain.slug),
      'another laptop to retire',
    );
    const answer = await site.admin(`/api/admin/laptops/${retired.asin}/retire`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);

    const { page, response } = await site.open(`/laptop/${retired.slug}`);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([retired.title]);
    expect(await textOf(mainOf(page))).toContain('No longer sold');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // No buy button or closing call to action of its own (similar laptops keep theirs).
    expect(await mainOf(page).locator(`a[data-affiliate-asin="${retired.asin}"]`).count()).toBe(0);
    expect(await mainOf(page).getByRole('region', { name: 'Price', exact: true }).count()).toBe(0);
    expect(await textOf(mainOf(page))).not.toContain('Buy Now on Amazon');
    const product = (await structuredData(page))
      .flatMap(jsonLdNodes)
      .find((node) => hasType(node, 'Product'));
    expect(must(product, 'a Product node')).not.toHaveProperty('offers');
  });
});
