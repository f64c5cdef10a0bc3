// An operator's post with an embedded laptop, as a shopper gets it: the product box with the live
// price, its "as of" time and the buy link through the click hop; an old slug moves for good.
import type { AdminPost, Laptop } from '@bli/contracts';
import { useSite } from './site';

const site = useSite();
const POSTS = '/api/admin/content/posts';

async function adminJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await site.admin(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

let laptop: Laptop;
let post: AdminPost;

const fields = () => ({
  title: 'Our pick for a first-year coder',
  slug: 'first-year-coder-pick',
  category: 'buying-guide',
  excerpt: 'One laptop, and why.',
  markdown: `## Why this one\n\nIt has the RAM. <script>alert('x')</script>`,
  featuredImage: null,
  authorSlug: 'rohit-sharma',
  tags: ['students'],
  isFeatured: false,
  seoTitle: null,
  seoDescription: null,
  laptopSlugs: [laptop.slug, 'no-such-laptop'],
});

beforeAll(async () => {
  [laptop] = await site.api<Laptop[]>('/api/laptops?pageSize=1');
  post = await adminJson<AdminPost>('POST', POSTS, fields());
  await adminJson('POST', `${POSTS}/${post.id}/publish`);
});

describe('a published post with an embedded laptop', () => {
  it('shows the laptop as a product box with the live price and a buy link through the click hop', async () => {
    const { page, response, errors } = await site.open('/blog/first-year-coder-pick');
    expect(response.status()).toBe(200);
    const boxes = page.getByTestId('post-laptops');
    // The slug the catalogue does not answer gets no box.
    await expect(boxes.locator(':scope > ul > li').count()).resolves.toBe(1);
    await expect(boxes.textContent()).resolves.toContain(laptop.title);
    // The price as the catalogue has it now, with its "as of" time.
    const price = boxes.getByTestId('price');
    await expect(price.textContent()).resolves.toMatch(/As of .*Price on amazon\.in/i);
    const buy = boxes.locator('a[rel="sponsored noopener"]').first();
    await expect(buy.getAttribute('href')).resolves.toMatch(
      new RegExp(`^/api/affiliate/go/${laptop.asin}\\?`),
    );
    // No link leaves for the retailer but through the hop; typed HTML is text.
    await expect(page.locator('a[href*="amazon."]').count()).resolves.toBe(0);
    await expect(page.locator('main article').first().textContent()).resolves.toContain(
      "<script>alert('x')</script>",
    );
    await expect(page.locator('main article').first().locator('script').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  // Pages not opened before: the web's page cache keeps a rendered page for its lifetime.
  it('answers 404 once unpublished', async () => {
    const gone = await adminJson<AdminPost>('POST', POSTS, {
      ...fields(),
      slug: 'coder-pick-gone',
    });
    await adminJson('POST', `${POSTS}/${gone.id}/publish`);
    await adminJson('POST', `${POSTS}/${gone.id}/unpublish`);
    const { response } = await site.open('/blog/coder-pick-gone');
    expect(response.status()).toBe(404);
  });

  it('moves an old slug to the new one for good (301)', async () => {
    const renamed = await adminJson<AdminPost>('POST', POSTS, {
      ...fields(),
      slug: 'coder-pick-old-address',
    });
    await adminJson('POST', `${POSTS}/${renamed.id}/publish`);
    await adminJson('PATCH', `${POSTS}/${renamed.id}`, { slug: 'coder-pick-new-address' });
    const response = await fetch(site.url('/blog/coder-pick-old-address'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toMatch(/\/blog\/coder-pick-new-address$/);
  });
});
