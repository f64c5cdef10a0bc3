// The entry editor over HTTP: gateway → NATS → content → PostgreSQL, and seo's sitemap. An
// author and a guide from draft to live and back off; the post preview behind the session.
import {
  adminEntrySchema,
  adminEntrySummaryListSchema,
  authorSchema,
  blogPostSchema,
  contentAuditEntryListSchema,
  entryRevisionListSchema,
  httpErrorSchema,
  sitemapSchema,
  type AdminEntry,
  type NewEntry,
} from '@bli/contracts';
import { loginAsAdmin, type AdminClient } from './admin-session';
import { call } from './http';
import { startStack, type Stack } from './stack';

let stack: Stack;
let admin: AdminClient;
const get = <T = unknown>(path: string) => call<T>(stack.baseUrl, path);
const AUTHORS = '/api/admin/content/authors';

const newAuthor = (slug: string) =>
  ({
    kind: 'authors',
    slug,
    name: 'Kabir Menon',
    role: 'Gaming editor',
    bio: 'Runs every gaming laptop through the same five games.',
    photoUrl: null,
    expertise: ['Thermals'],
    stats: [],
    markdown: 'Frame rates are measured <img src=x onerror=alert(1)> at 1080p.',
    featuredGuidePaths: [],
  }) satisfies NewEntry;

async function create(slug: string): Promise<AdminEntry> {
  const result = await admin.postJson(AUTHORS, newAuthor(slug));
  expect(result.status).toBe(201);
  return adminEntrySchema.parse(result.body);
}

const sitemapPaths = async () =>
  sitemapSchema.parse((await get('/api/seo/sitemap/pages')).body).map((entry) => entry.path);

beforeAll(async () => {
  stack = await startStack({ catalogues: 1, content: true, seo: true });
  admin = await loginAsAdmin(stack);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the entry editor over HTTP', () => {
  it('an author goes live on publish and off on unpublish: page and sitemap', async () => {
    const author = await create('kabir-menon');
    expect(author.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect((await get('/api/authors/kabir-menon')).status).toBe(404);

    const live = await admin.postJson(`${AUTHORS}/${author.id}/publish`, undefined);
    expect(adminEntrySchema.parse(live.body).state).toBe('published');
    const page = await get('/api/authors/kabir-menon');
    expect(page.status).toBe(200);
    expect(authorSchema.parse(page.body).name).toBe('Kabir Menon');
    expect(await sitemapPaths()).toContain('/author/kabir-menon');

    await admin.postJson(`${AUTHORS}/${author.id}/unpublish`, undefined);
    expect((await get('/api/authors/kabir-menon')).status).toBe(404);
    expect(await sitemapPaths()).not.toContain('/author/kabir-menon');

    const audit = contentAuditEntryListSchema.parse(
      (await admin.get(`${AUTHORS}/${author.id}/audit`)).body,
    );
    expect(audit.map((entry) => [entry.field, entry.newValue])).toEqual([
      ['state', 'unpublished'],
      ['state', 'published'],
      ['created', '/author/kabir-menon'],
    ]);
    expect(audit[0].operator).toMatch(/@/);
  });

  it('edits a demo guide: the page shows the new article at once, revisions restore it', async () => {
    const list = await admin.get('/api/admin/content/guides?q=ryzen&pageSize=5');
    expect(list.status).toBe(200);
    const [guide] = adminEntrySummaryListSchema.parse(list.body);
    expect(guide.path).toBe('/processors/amd-ryzen-5');
    const before = await get('/api/guides/processors/amd-ryzen-5');
    expect(before.status).toBe(200);

    const saved = await admin.send('PATCH', `/api/admin/content/guides/${guide.id}`, {
      kind: 'guides',
      markdown: '## Ryzen 5, re-tested\n\nNew figures.',
    });
    expect(saved.status).toBe(200);
    const after = await get<{ article: string }>('/api/guides/processors/amd-ryzen-5');
    expect(after.body.article).toContain('<h2>Ryzen 5, re-tested</h2>');

    const revisions = entryRevisionListSchema.parse(
      (await admin.get(`/api/admin/content/guides/${guide.id}/revisions`)).body,
    );
    expect(revisions.map((r) => r.number)).toEqual([1]);
    expect(
      (
        await admin.send('PATCH', `/api/admin/content/guides/${guide.id}`, {
          kind: 'guides',
          title: 'Ryzen 5 guide',
        })
      ).status,
    ).toBe(200);
    const restored = await admin.postJson(
      `/api/admin/content/guides/${guide.id}/revisions/1/restore`,
      undefined,
    );
    expect(adminEntrySchema.parse(restored.body)).toMatchObject({ revision: 3 });
  });

  it('answers 400 naming the field, 404 and 409', async () => {
    const image = await admin.postJson(AUTHORS, {
      ...newAuthor('bad-photo'),
      photoUrl: 'https://m.media-amazon.com/images/I/x.jpg',
    });
    expect(image.status).toBe(400);
    expect(httpErrorSchema.parse(image.body).error).toMatch(/photoUrl/);
    const kind = await admin.postJson(AUTHORS, { ...newAuthor('wrong-kind'), kind: 'guides' });
    expect(kind.status).toBe(400);
    expect(httpErrorSchema.parse(kind.body).error).toMatch(/kind|categorySlug/);
    const path = await admin.get('/api/admin/content/recipes');
    expect(path.status).toBe(400);
    expect(httpErrorSchema.parse(path.body).error).toMatch(/kind/);
    expect((await admin.get(`${AUTHORS}/999999`)).status).toBe(404);
    expect((await admin.postJson(AUTHORS, newAuthor('kabir-menon'))).status).toBe(409);
  });

  it('previews a draft post for operators only, as shoppers would get it', async () => {
    const draft = await admin.postJson('/api/admin/content/posts', {
      title: 'A draft nobody sees yet',
      slug: 'draft-for-preview',
      category: 'buying-guide',
      excerpt: 'Not live.',
      markdown: 'Body of the draft.',
      featuredImage: null,
      authorSlug: 'rohit-sharma',
      tags: [],
      isFeatured: false,
      seoTitle: null,
      seoDescription: null,
      laptopSlugs: [],
    });
    const { id } = adminEntrySchema.pick({ id: true }).parse(draft.body);
    const preview = await admin.get(`/api/admin/content/posts/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(blogPostSchema.parse(preview.body).content).toContain('Body of the draft.');
    expect((await get(`/api/admin/content/posts/${id}/preview`)).status).toBe(401);
    expect((await get('/api/blog/draft-for-preview')).status).toBe(404);
    const audit = await admin.get(`/api/admin/content/posts/${id}/audit`);
    expect(contentAuditEntryListSchema.parse(audit.body).map((entry) => entry.field)).toEqual([
      'created',
    ]);
  });
});
