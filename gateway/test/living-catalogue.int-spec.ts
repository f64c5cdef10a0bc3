import {
  adminLaptopSchema,
  auditEntryListSchema,
  httpErrorSchema,
  importResultSchema,
  laptopDetailSchema,
  laptopListSchema,
  MIN_REVIEW_LENGTH,
  retailerSearchResultSchema,
  searchResultSchema,
  sitemapIndexSchema,
  sitemapSchema,
  type AdminLaptop,
  type RetailerProduct,
} from '@bli/contracts';
import { demoProducts } from '@bli/retailer-simulators';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

// Issue #17 end to end through the gateway, on real services, PostgreSQL, NATS and the
// simulators: an operator finds new laptops at the retailer, imports them as drafts, edits one,
// publishes it, and shoppers find it on every list; retired, it leaves them again.

let stack: Stack;
let admin: AdminClient;
const demoAsins = new Set(demoProducts.map((product) => product.asin));
const publicGet = <T = unknown>(path: string) => call<T>(stack.baseUrl, path);

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, content: true, seo: true, sync: true });
  admin = await loginAsAdmin(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

/** New launches for sale at the retailer that the demo catalogue does not have. */
async function newLaunches(): Promise<RetailerProduct[]> {
  const result = await admin.get('/api/admin/retailer/search?q=2026');
  expect(result.status).toBe(200);
  const found = retailerSearchResultSchema.parse(result.body);
  return found.products.filter(
    (product) => !demoAsins.has(product.asin) && !product.inCatalogue && product.price !== null,
  );
}

/** Every laptop page the sitemap index's laptop sitemaps list. */
async function laptopSitemapPaths(): Promise<string[]> {
  const index = sitemapIndexSchema.parse((await publicGet('/api/seo/sitemap')).body);
  const parts = await Promise.all(
    index.laptops.map(({ part }) => publicGet(`/api/seo/sitemap/laptops/${part}`)),
  );
  return parts.flatMap((part) => sitemapSchema.parse(part.body)).map((entry) => entry.path);
}

const review = `${'A thin and light laptop that we used for a week of office work and travel. '.repeat(5)}`;

describe('a new laptop from the retailer to the shop', () => {
  let candidates: RetailerProduct[];
  let draft: AdminLaptop;

  it('finds new laptops at the retailer, with their pictures', async () => {
    candidates = await newLaunches();
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    expect(candidates.every((product) => product.imageUrl?.includes('/images/I/'))).toBe(true);
  });

  it('imports two as drafts; an asin the retailer does not know fails alone', async () => {
    const asins = [candidates[0].asin, candidates[1].asin, 'B0ZZZZZZZZ'];
    const result = await admin.postJson('/api/admin/laptops/import', { asins });
    expect(result.status).toBe(200);
    const { imported, failed } = importResultSchema.parse(result.body);
    expect(imported.map((item) => item.asin).sort()).toEqual(asins.slice(0, 2).sort());
    expect(failed.map((item) => item.asin)).toEqual(['B0ZZZZZZZZ']);

    const editor = await admin.get(`/api/admin/laptops/${candidates[0].asin}`);
    draft = adminLaptopSchema.parse(editor.body);
    expect(draft.status).toBe('draft');
    expect(draft.images.length).toBeGreaterThan(0);
    expect(draft.parsedFields.length).toBeGreaterThan(0);
    // Drafts are nobody's business but the operators'.
    expect((await publicGet(`/api/laptops/slug/${draft.slug}`)).status).toBe(404);
  });

  it('refuses to import an asin already in the catalogue, naming it', async () => {
    const result = await admin.postJson('/api/admin/laptops/import', {
      asins: [candidates[0].asin],
    });
    expect(result.status).toBe(409);
    expect(httpErrorSchema.parse(result.body).error).toContain(candidates[0].asin);
  });

  it('refuses to publish without a review, naming what is missing', async () => {
    const result = await admin.postJson(`/api/admin/laptops/${draft.asin}/publish`, {});
    expect(result.status).toBe(400);
    expect(httpErrorSchema.parse(result.body).error).toMatch(/review/i);
  });

  it('keeps an edit and its audit; a confirmed parsed field is no longer flagged', async () => {
    expect(review.length).toBeGreaterThanOrEqual(MIN_REVIEW_LENGTH);
    const confirmed = draft.parsedFields[0];
    const result = await admin.send('PATCH', `/api/admin/laptops/${draft.asin}`, {
      review,
      pros: ['Light', 'Long battery life'],
      confirmedFields: [confirmed],
    });
    expect(result.status).toBe(200);
    const edited = adminLaptopSchema.parse(result.body);
    expect(edited.review).toBe(review.trim());
    expect(edited.parsedFields).not.toContain(confirmed);
    const audit = auditEntryListSchema.parse(
      (await admin.get(`/api/admin/laptops/${draft.asin}/audit`)).body,
    );
    expect(audit.map((entry) => entry.field)).toEqual(
      expect.arrayContaining(['review', 'pros', 'imported']),
    );
    expect(audit.every((entry) => entry.operator === admin.email)).toBe(true);
  });

  it('publishes it: on its range page, its filter page, the sitemap and search', async () => {
    const result = await admin.postJson(`/api/admin/laptops/${draft.asin}/publish`, {});
    expect(result.status).toBe(200);
    const published = adminLaptopSchema.parse(result.body);
    expect(published.status).toBe('active');

    const page = laptopDetailSchema.parse(
      (await publicGet(`/api/laptops/slug/${draft.slug}`)).body,
    );
    expect(page.images.length).toBeGreaterThan(0);
    expect(page.review).toBe(review.trim());

    const inRange = laptopListSchema.parse(
      (await publicGet(`/api/laptops/price-range/${published.priceRangeId}?pageSize=200`)).body,
    );
    expect(inRange.map((laptop) => laptop.asin)).toContain(draft.asin);

    const processor = published.processorBrand?.toLowerCase();
    if (processor === 'amd' || processor === 'intel') {
      const filtered = laptopListSchema.parse(
        (await publicGet(`/api/laptops/processor/${processor}?pageSize=200`)).body,
      );
      expect(filtered.map((laptop) => laptop.asin)).toContain(draft.asin);
    }

    expect(await laptopSitemapPaths()).toContain(`/laptop/${draft.slug}`);

    const words = encodeURIComponent(published.title.split(/[ ,(]/).slice(0, 3).join(' '));
    const search = searchResultSchema.parse((await publicGet(`/api/search?q=${words}`)).body);
    expect(search.results.map((laptop) => laptop.asin)).toContain(draft.asin);
  });

  it('retires it: off the lists and the sitemap; its page says so', async () => {
    const result = await admin.postJson(`/api/admin/laptops/${draft.asin}/retire`, {});
    expect(adminLaptopSchema.parse(result.body).status).toBe('retired');
    const page = laptopDetailSchema.parse(
      (await publicGet(`/api/laptops/slug/${draft.slug}`)).body,
    );
    expect(page.status).toBe('retired');
    // Its page stays, so its metadata does (the seo service looks past the on-sale cards).
    const meta = await publicGet(`/api/seo/meta/laptop/${draft.slug}`);
    expect(meta.status).toBe(200);
    expect(meta.body).toMatchObject({ title: expect.stringContaining('Specs, Price History') });
    const inRange = laptopListSchema.parse(
      (await publicGet(`/api/laptops/price-range/${page.priceRangeId}?pageSize=200`)).body,
    );
    expect(inRange.map((laptop) => laptop.asin)).not.toContain(draft.asin);
    expect(await laptopSitemapPaths()).not.toContain(`/laptop/${draft.slug}`);
  });
});
