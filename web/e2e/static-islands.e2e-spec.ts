import type { Laptop, PriceHistory } from '@bli/contracts';
import { formatInr } from '@bli/domain';
import type { Page } from 'playwright-core';
import { eventually } from '@bli/testing';
import { headingTexts, mainOf, must, textOf } from './page-helpers';
import { useSite } from './site';

// Static islands (web/app/components/static-island.tsx): parts of a page whose code is not in
// the first-load JavaScript. The server's HTML must survive hydration, the parts must render on
// client-side navigation, and their links, buy links, compare buttons and broken images must
// work through root's page-wide listeners.

const site = useSite();

/** A mark on the window: it survives client-side navigations and is gone after a reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

describe('static islands', () => {
  it('keep the server HTML when the page hydrates, without hydration errors', async () => {
    const { page, errors } = await site.open('/');
    const main = mainOf(page);
    // Sections from three islands: the hero, the brand notes and the trust section.
    const text = await textOf(main);
    expect(text).toContain('Best Laptops in India: Reviews & Buying Guide');
    expect(text).toContain('Victus and Omen for gaming');
    expect(await page.locator('[data-client-links]').count()).toBeGreaterThan(5);
    await page.waitForTimeout(500);
    expect(await textOf(main)).toBe(text);
    expect(errors).toEqual([]);
  });

  it('render their content on a client-side navigation', async () => {
    const { page, errors } = await site.open('/gaming-laptops');
    await markDocument(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /best laptops india/i })
      .click();
    await eventually(async () =>
      expect(await textOf(mainOf(page))).toContain('Victus and Omen for gaming'),
    );
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('navigate in the app when one of their links is clicked', async () => {
    const { page, errors } = await site.open('/');
    await markDocument(page);
    const explore = mainOf(page).getByRole('link', { name: 'Explore Laptops' }).first();
    const target = must(await explore.getAttribute('href'), 'an Explore Laptops link');
    await explore.click();
    await eventually(async () => expect(new URL(page.url()).pathname).toBe(target));
    await eventually(async () => expect(await textOf(mainOf(page))).toMatch(/Laptops Available/));
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('show the new laptop when the laptop page moves to another laptop', async () => {
    const laptops = await site.api<Laptop[]>('/api/laptops');
    const first = must(
      laptops.find((laptop) => laptop.priceRangeId !== null),
      'a laptop in a price range',
    );
    const { page, errors } = await site.open(`/laptop/${first.slug}`);
    await markDocument(page);
    const similar = page.locator('main a[href^="/laptop/"]').first();
    const href = must(await similar.getAttribute('href'), 'a link to a similar laptop');
    const other = must(
      laptops.find((laptop) => href === `/laptop/${laptop.slug}`),
      'the similar laptop',
    );
    await similar.click();
    await eventually(async () => expect(await headingTexts(page, 1)).toEqual([other.title]));
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leave what only they read out of the laptop page’s document, and the browser fetches none of it', async () => {
    const laptops = await site.api<Laptop[]>('/api/laptops');
    const laptop = must(
      laptops.find((candidate) => candidate.priceRangeId !== null),
      'a laptop in a price range',
    );
    const history = await site.api<PriceHistory>(`/api/laptops/slug/${laptop.slug}/price-history`);
    const { page, response, errors } = await site.open(`/laptop/${laptop.slug}`);
    // The islands show the history and the similar laptops from the server's HTML…
    const latest = formatInr(must(history.points.at(-1), 'a recorded price').price);
    // (the table sits in a closed disclosure: its text, not what is shown)
    expect(await page.locator('#price-history table').textContent()).toContain(latest);
    const similar = must(
      await page.locator('main a[href^="/laptop/"]').first().getAttribute('href'),
      'a link to a similar laptop',
    );
    // …which the document's loader data (its scripts but the structured data) does not carry…
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join('\n');
    expect(scripts).toContain(laptop.slug);
    expect(scripts).not.toContain('lowestEverExcludesOutliers');
    expect(scripts).not.toContain(similar.replace('/laptop/', ''));
    // …and the page asks the API for nothing once it has hydrated.
    await page.waitForLoadState('networkidle');
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/api/')),
    );
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('show the placeholder for an image that fails to load', async () => {
    const { page } = await site.open('/');
    await page.evaluate(() => {
      const holder = document.createElement('div');
      holder.id = 'image-probe';
      holder.innerHTML =
        '<img src="/no-such-image.png" alt="probe" width="40" height="30" data-image-fallback class="peer w-full data-[broken]:hidden">' +
        '<div role="img" aria-label="Probe Laptop" class="hidden peer-data-[broken]:flex">Probe</div>';
      document.querySelector('main')?.append(holder);
    });
    const probe = page.locator('#image-probe');
    await eventually(async () =>
      expect(await probe.locator('img').getAttribute('data-broken')).toBe(''),
    );
    expect(await probe.getByRole('img', { name: 'Probe Laptop' }).isVisible()).toBe(true);
    expect(await probe.locator('img').isVisible()).toBe(false);
  });
});
