// The post editor over HTTP: gateway → NATS → content (its own schedule running every second)
// and seo → PostgreSQL. Create, schedule, published when due, on the blog and the sitemap;
// unpublish, gone from both; a slug change after going live answers the post under its new slug.
import {
  adminPostSchema,
  adminPostSummaryListSchema,
  blogPostSchema,
  blogPostSummaryListSchema,
  httpErrorSchema,
  postRevisionListSchema,
  sitemapSchema,
  type AdminPost,
} from '@bli/contracts';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;
const get = <T = unknown>(path: string) => call<T>(stack.baseUrl, path);
const POSTS = '/api/admin/content/posts';

const newPost = (slug: string) => ({
  title: 'The laptop for a first-year coder',
  slug,
  category: 'buying-guide',
  excerpt: 'Sixteen gigabytes and a good keyboard.',
  markdown:
    '## What matters\n\nRAM first. [Our guide](/knowledge-hub) <img src=x onerror=alert(1)>',
  featuredImage: '/images/blog/coder.webp',
  authorSlug: 'rohit-sharma',
  tags: ['students'],
  isFeatured: false,
  seoTitle: null,
  seoDescription: null,
  laptopSlugs: [],
});

async function create(slug: string): Promise<AdminPost> {
  const result = await admin.postJson(POSTS, newPost(slug));
  expect(result.status).toBe(201);
  return adminPostSchema.parse(result.body);
}

const sitemapPaths = async () =>
  sitemapSchema.parse((await get('/api/seo/sitemap/pages')).body).map((entry) => entry.path);
const blogSlugs = async () =>
  blogPostSummaryListSchema.parse((await get('/api/blog')).body).map((post) => post.slug);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  // The spawned content process inherits it: its schedule looks every second.
  process.env.CONTENT_PUBLISH_CHECK_SECONDS = '1';
  stack = await startStack({ catalogues: 1, content: true, seo: true });
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  delete process.env.CONTENT_PUBLISH_CHECK_SECONDS;
  await stack?.stop();
});

describe('the post editor over HTTP', () => {
  it('schedules a draft, which goes live when due: blog list, page, metadata and sitemap', async () => {
    const post = await create('first-year-coder');
    expect(post.state).toBe('draft');
    // Typed HTML is text: shown escaped, never markup.
    expect(post.html).not.toContain('<img');
    expect(post.html).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const publishAt = new Date(Date.now() + 2_000).toISOString();
    const scheduled = await admin.postJson(`${POSTS}/${post.id}/schedule`, { publishAt });
    expect(scheduled.status).toBe(200);
    expect(adminPostSchema.parse(scheduled.body).state).toBe('scheduled');

    const live = await until(
      async () => adminPostSchema.parse((await admin.get(`${POSTS}/${post.id}`)).body),
      (value) => value.state === 'published',
    );
    expect(live.publishedAt).toBe(publishAt);
    expect(await blogSlugs()).toContain('first-year-coder');
    const page = await get('/api/blog/first-year-coder');
    expect(page.status).toBe(200);
    expect(blogPostSchema.parse(page.body).content).toContain('<h2>What matters</h2>');
    expect((await get('/api/seo/blog-post/first-year-coder')).status).toBe(200);
    expect(await sitemapPaths()).toContain('/blog/first-year-coder');
  });

  it('unpublishing answers 404 and takes the post off the blog and the sitemap', async () => {
    const { id } = await create('gone-soon');
    expect((await admin.postJson(`${POSTS}/${id}/publish`, undefined)).status).toBe(200);
    expect(await sitemapPaths()).toContain('/blog/gone-soon');
    const off = await admin.postJson(`${POSTS}/${id}/unpublish`, undefined);
    expect(adminPostSchema.parse(off.body).state).toBe('unpublished');
    expect((await get('/api/blog/gone-soon')).status).toBe(404);
    expect(await blogSlugs()).not.toContain('gone-soon');
    expect(await sitemapPaths()).not.toContain('/blog/gone-soon');
  });

  it('after going live, a new slug answers the post under it from the old one', async () => {
    const { id } = await create('old-address');
    await admin.postJson(`${POSTS}/${id}/publish`, undefined);
    const renamed = await admin.send('PATCH', `${POSTS}/${id}`, { slug: 'new-address' });
    expect(adminPostSchema.parse(renamed.body).redirectsFrom).toEqual(['old-address']);
    const old = await get('/api/blog/old-address');
    expect(blogPostSchema.parse(old.body).slug).toBe('new-address');
  });

  it('keeps revisions and restores one', async () => {
    const { id } = await create('revised-post');
    await admin.send('PATCH', `${POSTS}/${id}`, { title: 'A better title for it' });
    const revisions = postRevisionListSchema.parse(
      (await admin.get(`${POSTS}/${id}/revisions`)).body,
    );
    expect(revisions.map((r) => r.number)).toEqual([2, 1]);
    const restored = await admin.postJson(`${POSTS}/${id}/revisions/1/restore`, undefined);
    expect(adminPostSchema.parse(restored.body)).toMatchObject({
      revision: 3,
      title: 'The laptop for a first-year coder',
    });
  });

  it('lists and finds posts for operators, a page at a time', async () => {
    const result = await admin.get(`${POSTS}?q=address&pageSize=5`);
    expect(result.status).toBe(200);
    expect(result.headers.get('x-total-count')).toBe('1');
    expect(adminPostSummaryListSchema.parse(result.body).map((p) => p.slug)).toEqual([
      'new-address',
    ]);
  });

  it('answers 400 naming the field, 404 and 409', async () => {
    const bad = await admin.postJson(POSTS, {
      ...newPost('bad-image'),
      featuredImage: 'https://m.media-amazon.com/images/I/x.jpg',
    });
    expect(bad.status).toBe(400);
    expect(httpErrorSchema.parse(bad.body).error).toMatch(/featuredImage/);
    const script = await admin.postJson(POSTS, {
      ...newPost('bad-image'),
      featuredImage: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect((await admin.get(`${POSTS}/999999`)).status).toBe(404);
    expect((await admin.postJson(POSTS, newPost('revised-post'))).status).toBe(409);
    const past = await admin.postJson(`${POSTS}/1/schedule`, { publishAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(httpErrorSchema.parse(past.body).error).toMatch(/publishAt|already published/);
  });
});
