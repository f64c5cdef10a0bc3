import { headingTexts, mainOf, textOf } from './page-helpers';
import { useSite } from './site';
import {
  LAPTOP_NOT_FOUND,
  LAPTOP_NOT_FOUND_TEXT,
  NOT_FOUND_HINT,
  NOT_FOUND_TITLE,
  RANGE_NOT_FOUND,
  RANGE_NOT_FOUND_TEXT,
} from './spec-data';

const site = useSite();

describe('paths no route claims', () => {
  it.each([
    '/this-page-does-not-exist',
    '/price-range',
    '/best-laptop-under-40000',
    '/laptops/not-a-filter-or-use-case',
    '/laptop',
    '/deep/nested/missing/path',
  ])('%s answers 404 with the spec texts', async (path) => {
    const { page, response, errors } = await site.open(path);
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([NOT_FOUND_TITLE]);
    expect(await textOf(mainOf(page))).toContain(NOT_FOUND_HINT);
    // The site shell is still there: a way back home.
    await page.getByRole('link', { name: /home/i }).first().waitFor();
    // A description like every page, and kept out of search results with its 404 status.
    expect(await page.locator('head meta[name="description"]').getAttribute('content')).toMatch(
      /^This page does not exist on Best Laptops India\./,
    );
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(errors).toEqual([]);
  });
});

describe('not-found states of pages with a slug', () => {
  it('an unknown price range answers 404 with "Price Range Not Found"', async () => {
    const { page, response, errors } = await site.open('/price-range/no-such-range');
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([RANGE_NOT_FOUND]);
    expect(await textOf(mainOf(page))).toContain(RANGE_NOT_FOUND_TEXT);
    expect(errors).toEqual([]);
  });

  it('an unknown laptop answers 404 with "Laptop Not Found"', async () => {
    const { page, response, errors } = await site.open('/laptop/no-such-laptop-xyz');
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([LAPTOP_NOT_FOUND]);
    expect(await textOf(mainOf(page))).toContain(LAPTOP_NOT_FOUND_TEXT);
    expect(errors).toEqual([]);
  });

  it('a malformed laptop slug is a not-found state too, not a server error', async () => {
    const { page, response } = await site.open('/laptop/%20NOT%20a%20slug%20');
    expect(response.status()).toBe(404);
    expect(await headingTexts(page, 1)).toEqual([LAPTOP_NOT_FOUND]);
  });
});
