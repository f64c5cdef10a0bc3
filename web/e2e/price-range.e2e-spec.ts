import type { Laptop, PriceRange } from '@bli/contracts';
import { formatInr, numericRating, sortLaptops, budgetUseCases } from '@bli/domain';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import {
  cardTitles,
  chooseOption,
  control,
  headingTexts,
  mainOf,
  must,
  textOf,
  VISIBLE_CARDS,
} from './page-helpers';
import { useSite } from './site';
import { NO_LAPTOPS_TEXT, NO_LAPTOPS_TITLE, RANGE_SLUG } from './spec-data';

const site = useSite();

let range: PriceRange;
let laptops: Laptop[];
let bySlugTitle: Map<string, Laptop>;

beforeAll(async () => {
  range = await site.api<PriceRange>(`/api/price-ranges/${RANGE_SLUG}`);
  laptops = await site.api<Laptop[]>(`/api/laptops/price-range/${range.id}`);
  bySlugTitle = new Map(laptops.map((laptop) => [laptop.title, laptop]));
});

/** The laptops behind the cards shown, in page order (a title the API does not know fails). */
async function shownLaptops(page: Page): Promise<Laptop[]> {
  return (await cardTitles(mainOf(page))).map((title) => {
    const laptop = bySlugTitle.get(title);
    if (!laptop) throw new Error(`card "${title}" is not a laptop of ${range.slug}`);
    return laptop;
  });
}

const reviewCounts = (list: Laptop[]) => list.map((laptop) => laptop.reviewCount);
const ratings = (list: Laptop[]) => list.map((laptop) => numericRating(laptop.rating) ?? 0);

describe(`/price-range/${RANGE_SLUG}`, () => {
  it('names the range, counts its laptops and shows its price span', async () => {
    const { page, response } = await site.open(`/price-range/${RANGE_SLUG}`);
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual([`Best Laptops ${range.name}`]);
    const text = await textOf(mainOf(page));
    expect(text).toContain(`${laptops.length} Laptops Available`);
    expect(text).toContain(formatInr(range.minPrice));
    expect(text).toContain(formatInr(range.maxPrice));
    if (range.seoDescription) expect(text).toContain(range.seoDescription);
  });

  it('lists every laptop of the range as a card, most reviewed first (Popularity by default)', async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const shown = await shownLaptops(page);
    expect(shown).toHaveLength(laptops.length);
    expect(reviewCounts(shown)).toEqual(reviewCounts(sortLaptops(laptops, 'popularity')));
    // Each card carries its price in rupees.
    const text = await textOf(mainOf(page));
    for (const laptop of laptops) expect(text).toContain(formatInr(laptop.currentPrice));
    // The shared card's parts (docs/product-rules.md §2 "Laptop card"), on the first card.
    const first = sortLaptops(laptops, 'popularity')[0];
    const card = await textOf(mainOf(page).locator(VISIBLE_CARDS).first());
    // Out of stock or unavailable, the card says so and its buy button reads "See on Amazon".
    const notes = { out_of_stock: 'Out of stock', unavailable: 'Currently unavailable' };
    if (first.availability === 'out_of_stock' || first.availability === 'unavailable') {
      expect(card).toContain(notes[first.availability]);
      expect(card).toContain('See on Amazon');
    } else {
      expect(card).toContain('Check Price On Amazon');
    }
    expect(card).toContain('View Details');
    expect(card).toContain('Product info updated:');
    expect(card).toContain(first.asin);
    expect(card).toMatch(/as of (\d{1,2} \w{3} \d{4}, )?\d{2}:\d{2} IST/);
  });

  it("draws each card's picture in a fixed box: the first fetched first, the rest of the list lazily", async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const shown = await shownLaptops(page);
    const pictures = await mainOf(page)
      .locator(VISIBLE_CARDS)
      .evaluateAll((cards) =>
        cards.map((card) => {
          const img = card.querySelector('img[data-image-fallback]');
          const holder = card.querySelector('[role="img"][aria-label$=" Laptop"]');
          return {
            img: img && {
              src: img.getAttribute('src'),
              srcset: img.getAttribute('srcset'),
              width: img.getAttribute('width'),
              height: img.getAttribute('height'),
              loading: img.getAttribute('loading'),
              priority: img.getAttribute('fetchpriority'),
            },
            placeholderShown: holder instanceof HTMLElement && holder.offsetParent !== null,
          };
        }),
      );
    expect(pictures).toHaveLength(shown.length);
    pictures.forEach((picture, i) => {
      const image = shown[i].images[0];
      if (!image) {
        // No current picture: the brand placeholder, and no <img> at all.
        expect(picture).toEqual({ img: null, placeholderShown: true });
        return;
      }
      const byWidth = [...image.sizes].sort((a, b) => a.width - b.width);
      const fills = byWidth.findIndex((size) => size.width >= 400);
      const offered = (fills === -1 ? byWidth : byWidth.slice(0, fills + 1)).map((s) => s.url);
      const img = must(picture.img, `a picture on the card of ${shown[i].slug}`);
      // Hot-linked exactly as the API served them: each size up to the one that fills the
      // 400 px card is a srcset candidate, that one the src.
      expect(img.src).toBe(offered[offered.length - 1]);
      if (offered.length > 1) {
        expect(img.srcset?.split(', ').map((candidate) => candidate.split(' ')[0])).toEqual(
          offered,
        );
      }
      expect([img.width, img.height]).toEqual(['400', '250']);
      expect(img.loading).toBe(i < 3 ? 'eager' : 'lazy');
      expect(img.priority).toBe(i === 0 ? 'high' : null);
    });
  });

  it('sorts by Highest Rated and back to Popularity', async () => {
    const popularity = sortLaptops(laptops, 'popularity');
    const rated = sortLaptops(laptops, 'rating');
    // The data must tell the two orders apart, or this test proves nothing.
    expect(popularity[0].title).not.toBe(rated[0].title);

    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    await chooseOption(page, /sort/i, 'Highest Rated');
    await eventually(async () => expect(ratings(await shownLaptops(page))).toEqual(ratings(rated)));
    const first = (await shownLaptops(page))[0];
    expect(numericRating(first.rating)).toBe(numericRating(rated[0].rating));
    expect(first.title).not.toBe(popularity[0].title);

    await chooseOption(page, /sort/i, 'Popularity');
    await eventually(async () =>
      expect(reviewCounts(await shownLaptops(page))).toEqual(reviewCounts(popularity)),
    );
  });

  it('switches between the grid of cards and the comparison table', async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const main = mainOf(page);
    expect(await main.locator(VISIBLE_CARDS).count()).toBe(laptops.length);
    expect(await main.getByRole('table').count()).toBe(0);

    await (await control(main, /list/i)).click();
    const table = main.getByRole('table');
    await table.waitFor();
    expect(await main.locator(VISIBLE_CARDS).count()).toBe(0);
    const reviewLinks = table.getByRole('link', { name: 'View Full Review' });
    expect(await reviewLinks.count()).toBe(laptops.length);
    expect(await textOf(main)).toContain(`${laptops.length} items`);
    // The table follows the chosen sort too: Popularity puts the most reviewed first.
    const firstColumn = await reviewLinks.first().getAttribute('href');
    expect(firstColumn).toBe(`/laptop/${sortLaptops(laptops, 'popularity')[0].slug}`);

    await (await control(main, /grid/i)).click();
    await eventually(async () =>
      expect(await main.locator(VISIBLE_CARDS).count()).toBe(laptops.length),
    );
    expect(await main.getByRole('table').count()).toBe(0);
  });

  it('opens a laptop from its card', async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const first = sortLaptops(laptops, 'popularity')[0];
    const card = mainOf(page).locator(VISIBLE_CARDS).first();
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`**/laptop/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
  });

  it('has a buying guide with the use cases of its budget', async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const text = await textOf(mainOf(page));
    for (const heading of ['What to Look For', 'Best Use Cases', 'Pro Tip']) {
      expect(text).toContain(heading);
    }
    for (const useCase of budgetUseCases(range.maxPrice)) {
      expect(text.toLowerCase()).toContain(useCase.toLowerCase());
    }
  });

  it('shows the use cases of a range above ₹1 lakh on that range', async () => {
    const ranges = await site.api<PriceRange[]>('/api/price-ranges');
    const expensive = must(
      ranges.find((candidate) => candidate.maxPrice > 100_000),
      'a range above ₹1 lakh',
    );
    const { page } = await site.open(`/price-range/${expensive.slug}`);
    const text = (await textOf(mainOf(page))).toLowerCase();
    for (const useCase of budgetUseCases(expensive.maxPrice)) {
      expect(text).toContain(useCase.toLowerCase());
    }
    for (const useCase of budgetUseCases(50_000)) {
      expect(text).not.toContain(useCase.toLowerCase());
    }
  });

  it('publishes its laptops as structured data with prices in INR', async () => {
    const { page } = await site.open(`/price-range/${RANGE_SLUG}`);
    const json = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    ).join('\n');
    expect(json).toContain('"INR"');
    expect(json).toContain(laptops[0].title.replace(/"/g, '\\"'));
  });
});

describe('a range without laptops', () => {
  it('says "No Laptops Found"', async () => {
    // A range of our own in this test's private database: nothing is assigned to it.
    const created = await site.admin('/api/price-ranges', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'E2E Empty Range',
        slug: 'e2e-empty-range',
        minPrice: 900_000,
        maxPrice: 999_999,
        isActive: true,
      }),
    });
    expect(created.status).toBe(201);
    const { page, response } = await site.open('/price-range/e2e-empty-range');
    expect(response.status()).toBe(200);
    expect(await headingTexts(page, 1)).toEqual(['Best Laptops E2E Empty Range']);
    const text = await textOf(mainOf(page));
    expect(text).toContain(NO_LAPTOPS_TITLE);
    expect(text).toContain(NO_LAPTOPS_TEXT);
    expect(await page.locator(VISIBLE_CARDS).count()).toBe(0);
  });
});
