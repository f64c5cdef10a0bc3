// An operator's post with an embedded laptop, as a shopper gets it: the product box with the live
// price, its "as of" time and the buy link through the click hop; an old slug moves for good; its
// structured data. The operator's preview of a draft, behind the session. A use-case list's
// picks and an author's photo, as shoppers get them.
import type { AdminEntrySummary, AdminPost, BlogPost, Laptop } from '@bli/contracts';
import { E2E_ADMIN } from './admin-session';
import { jsonLdNodes, structuredData } from './page-helpers';
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

describe('the structured data of a published post', () => {
  it('is a BlogPosting with its last change and the author as a Person with our author page', async () => {
    const { page } = await site.open('/blog/first-year-coder-pick');
    const posting = jsonLdNodes(await structuredData(page)).find(
      (node) => node['@type'] === 'BlogPosting',
    );
    const served = await site.api<BlogPost>('/api/blog/first-year-coder-pick');
    // Its last change, never before it went live.
    const modified = [served.updatedAt, served.publishedAt].sort().at(-1);
    expect(posting).toMatchObject({
      datePublished: served.publishedAt,
      dateModified: modified,
      author: { '@type': 'Person', name: 'Rohit Sharma' },
    });
    const author = posting?.author as { url: string };
    expect(new URL(author.url).pathname).toBe('/author/rohit-sharma');
  });
});

describe("an operator's preview (/preview/posts/{id})", () => {
  let draft: AdminPost;

  beforeAll(async () => {
    draft = await adminJson<AdminPost>('POST', POSTS, {
      ...fields(),
      title: 'A draft only operators see',
      slug: 'coder-pick-draft',
    });
  });

  it('shows a draft to a signed-in operator as shoppers will read it, never indexed or kept', async () => {
    const { page, errors } = await site.open('/');
    const login = await page.context().request.post(site.url('/api/auth/login'), {
      data: E2E_ADMIN,
      headers: { origin: site.stack.baseUrl },
    });
    expect(login.ok()).toBe(true);

    const response = await page.goto(site.url(`/preview/posts/${draft.id}`));
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect([headers['cache-control'], headers['x-robots-tag']]).toEqual([
      'private, no-store',
      'noindex',
    ]);
    expect(headers['x-cache']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe(
      'noindex',
    );
    await expect(page.getByTestId('preview-banner').textContent()).resolves.toContain(
      'Preview — draft',
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('A draft only operators see');
    // The blog page's own product box, with the live price and the buy link through the hop.
    const boxes = page.getByTestId('post-laptops');
    await expect(boxes.locator(':scope > ul > li').count()).resolves.toBe(1);
    await expect(boxes.getByTestId('price').textContent()).resolves.toMatch(/As of/i);
    // Server HTML alone: no script of ours or the tag manager's runs on the operators' origin.
    await expect(page.locator('script:not([type="application/ld+json"])').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    // Shoppers still have no page.
    expect((await fetch(site.url('/blog/coder-pick-draft'))).status).toBe(404);
  });

  it('sends a visitor without a session to the sign-in, never the post', async () => {
    for (const cookie of [undefined, 'bli_admin=not-a-session']) {
      const response = await fetch(site.url(`/preview/posts/${draft.id}`), {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/admin/login?next=${encodeURIComponent(`/content/posts/${draft.id}`)}`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      await expect(response.text()).resolves.not.toContain('A draft only operators see');
    }
  });

  it('answers 404 for a post that does not exist', async () => {
    const response = await site.admin('/preview/posts/999999');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe("a use-case list's picks and an author's photo", () => {
  it('opens the list with the editors’ picks in order, each a product box with its paragraph', async () => {
    const useCases = await adminJson<AdminEntrySummary[]>(
      'GET',
      '/api/admin/content/use-cases?q=travel',
    );
    const travel = useCases.find((entry) => entry.path === '/laptops/travel');
    if (!travel) throw new Error('the demo use case /laptops/travel is missing');
    const [first, second] = await site.api<Laptop[]>('/api/laptops?pageSize=2');
    await adminJson('PATCH', `/api/admin/content/use-cases/${travel.id}`, {
      kind: 'use-cases',
      picks: [
        { laptopSlug: second.slug, note: 'Light enough for a day bag; <b>lasts</b> a flight.' },
        { laptopSlug: 'no-such-laptop', note: 'No longer sold.' },
        { laptopSlug: first.slug, note: 'The best value.' },
      ],
    });

    const { page, errors } = await site.open('/laptops/travel');
    const picks = page.getByTestId('editors-picks').locator(':scope > ol > li');
    await expect(picks.count()).resolves.toBe(2);
    await expect(picks.nth(0).locator('h3').textContent()).resolves.toBe(second.title);
    // The paragraph is text: what looks like HTML in it shows as typed.
    await expect(picks.nth(0).locator(':scope > p').textContent()).resolves.toBe(
      'Light enough for a day bag; <b>lasts</b> a flight.',
    );
    await expect(picks.nth(1).locator('h3').textContent()).resolves.toBe(first.title);
    await expect(picks.nth(1).getByTestId('price').textContent()).resolves.toMatch(/As of/i);
    await expect(
      picks.nth(1).locator('a[rel="sponsored noopener"]').first().getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^/api/affiliate/go/${first.asin}\\?`));
    expect(errors).toEqual([]);
  });

  it('shows an author’s photo in a fixed box, loaded lazily', async () => {
    const authors = await adminJson<AdminEntrySummary[]>(
      'GET',
      '/api/admin/content/authors?q=rohit',
    );
    const rohit = authors.find((entry) => entry.path === '/author/rohit-sharma');
    if (!rohit) throw new Error('the demo author /author/rohit-sharma is missing');
    await adminJson('PATCH', `/api/admin/content/authors/${rohit.id}`, {
      kind: 'authors',
      photoUrl: '/apple-touch-icon.png',
    });

    const { page, errors } = await site.open('/author/rohit-sharma');
    const photo = page.locator('main header img[alt="Photo of Rohit Sharma"]');
    await expect(
      photo.evaluate((img: HTMLImageElement) => [
        img.getAttribute('src'),
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('loading'),
      ]),
    ).resolves.toEqual(['/apple-touch-icon.png', '112', '112', 'lazy']);
    expect(errors).toEqual([]);
  });
});
