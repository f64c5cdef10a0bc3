import { MikroORM } from '@mikro-orm/postgresql';
import { ContentPatterns as P, adminPostSchema, type NewPost } from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { BlogRepository } from '../src/blog/blog.repository';
import { BlogService } from '../src/blog/blog.service';
import { contentOrmConfig } from '../src/database/mikro-orm.config';
import { FixedClock } from './fixed-clock';
import { ContentAuditEntry } from '../src/entities';
import { ContentPagesRepository } from '../src/pages/content-pages.repository';
import { ContentPagesService } from '../src/pages/content-pages.service';
import { PostEditorRepository } from '../src/post-editor/post-editor.repository';
import { PostEditorService } from '../src/post-editor/post-editor.service';
import { seedDemoContent } from '../src/seed/demo-content.seed';

let infra: TestInfra;
let orm: MikroORM;
const clock = new FixedClock(new Date('2026-11-25T04:30:00Z'));
const operator = 'editor@bestlaptops.in';
const minutes = (n: number) => new Date(clock.at.getTime() + n * 60_000);

// Each call gets a fresh identity map, as each NATS message gets one.
const fork = () => orm.em.fork();
const editor = () => new PostEditorService(new PostEditorRepository(fork()), clock);
const blog = () => new BlogService(new BlogRepository(fork()));
const sitemapSlugs = async () =>
  (await new ContentPagesService(new ContentPagesRepository(fork())).list()).blogPosts.map(
    (post) => post.slug,
  );
const listedSlugs = async () => (await blog().list({})).map((post) => post.slug);

/** A message's payload as the contract parses it. */
const create = (post: Partial<NewPost> = {}) => {
  const request = P.postsCreate.request.parse({
    operator,
    post: {
      title: 'Best laptops for engineering students',
      slug: 'engineering-students',
      category: 'buying-guide',
      excerpt: 'What to buy for CAD and coding.',
      markdown: '## Why RAM matters\n\nSixteen gigabytes <script>alert(1)</script> at least.',
      featuredImage: '/images/blog/engineering.webp',
      authorSlug: 'rohit-sharma',
      tags: ['students'],
      isFeatured: false,
      seoTitle: null,
      seoDescription: null,
      laptopSlugs: ['asus-vivobook-15'],
      ...post,
    },
  });
  return editor().create(request.operator, request.post);
};
const update = (id: number, changes: Record<string, unknown>) => {
  const request = P.postsUpdate.request.parse({ id, operator, changes });
  return editor().update(request.id, request.operator, request.changes);
};

beforeAll(async () => {
  infra = await startTestInfra();
  orm = await MikroORM.init(contentOrmConfig(infra.databaseUrl));
  await orm.migrator.up();
  await seedDemoContent(orm.em.fork());
});

afterAll(async () => {
  await orm?.close();
  await infra?.stop();
});

describe('the post editor against PostgreSQL', () => {
  it('keeps a draft off the blog and the sitemap, with its Markdown rendered and sanitised', async () => {
    const post = await create();
    expect(adminPostSchema.parse(post)).toEqual(post);
    expect(post).toMatchObject({ state: 'draft', revision: 1, publishedAt: null });
    expect(post.html).toContain('<h2>Why RAM matters</h2>');
    expect(post.html).not.toContain('<script');
    expect(await listedSlugs()).not.toContain('engineering-students');
    expect(await sitemapSlugs()).not.toContain('engineering-students');
    await expect(blog().bySlug('engineering-students')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('publishes a scheduled post once its time has come, once, whoever runs the schedule', async () => {
    const { id } = await create({ slug: 'scheduled-post' });
    const scheduled = await editor().schedule(id, operator, minutes(60).toISOString());
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: minutes(60).toISOString() });

    expect(await editor().publishDue()).toEqual([]);
    expect(await listedSlugs()).not.toContain('scheduled-post');

    const due = new FixedClock(minutes(61));
    const replica = () => new PostEditorService(new PostEditorRepository(fork()), due);
    const runs = await Promise.all([replica().publishDue(), replica().publishDue()]);
    expect(runs.flat()).toEqual([id]);

    expect(await editor().get(id)).toMatchObject({
      state: 'published',
      publishAt: null,
      publishedAt: minutes(60).toISOString(),
    });
    expect(await listedSlugs()).toContain('scheduled-post');
    expect(await sitemapSlugs()).toContain('scheduled-post');
    const shown = await blog().bySlug('scheduled-post');
    expect(shown.laptopSlugs).toEqual(['asus-vivobook-15']);
    const audit = await fork().find(ContentAuditEntry, { entryId: id, operator: 'schedule' });
    expect(audit).toHaveLength(1);
  });

  it('unpublishing takes the post off the blog, its page and the sitemap', async () => {
    const { id } = await create({ slug: 'short-lived' });
    await editor().publish(id, operator);
    expect(await sitemapSlugs()).toContain('short-lived');
    await editor().unpublish(id, operator);
    expect(await listedSlugs()).not.toContain('short-lived');
    expect(await sitemapSlugs()).not.toContain('short-lived');
    await expect(blog().bySlug('short-lived')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a slug changes freely before the first publish, and leaves a redirect after it', async () => {
    const { id } = await create({ slug: 'first-name' });
    await update(id, { slug: 'second-name' });
    await editor().publish(id, operator);
    const renamed = await update(id, { slug: 'third-name' });
    expect(renamed.redirectsFrom).toEqual(['second-name']);
    expect((await blog().bySlug('second-name')).slug).toBe('third-name');
    await expect(blog().bySlug('first-name')).rejects.toBeInstanceOf(NotFoundError);
    expect(await sitemapSlugs()).toContain('third-name');
    expect(await sitemapSlugs()).not.toContain('second-name');
  });

  it('answers 409 for a slug another post has or leads from', async () => {
    await expect(create({ slug: 'third-name' })).rejects.toBeInstanceOf(ConflictError);
    await expect(create({ slug: 'second-name' })).rejects.toBeInstanceOf(ConflictError);
    const { id } = await create({ slug: 'another-post' });
    await expect(update(id, { slug: 'scheduled-post' })).rejects.toBeInstanceOf(ConflictError);
  });

  it('keeps a revision per save and restores one as a new revision, audited', async () => {
    const { id } = await create({ slug: 'revised', title: 'The first title' });
    await update(id, { title: 'The second title', markdown: 'Second body.' });
    await update(id, { title: 'The third title' });
    const revisions = await editor().revisions(id);
    expect(revisions.map((r) => [r.number, r.fields.title])).toEqual([
      [3, 'The third title'],
      [2, 'The second title'],
      [1, 'The first title'],
    ]);
    const restored = await editor().restore(id, 1, operator);
    expect(restored).toMatchObject({ revision: 4, title: 'The first title' });
    expect(restored.markdown).toContain('Why RAM matters');
    const fields = (
      await fork().find(ContentAuditEntry, { entryId: id }, { orderBy: { id: 'asc' } })
    ).map((entry) => entry.field);
    expect(fields).toEqual([
      'created',
      'title',
      'markdown',
      'title',
      'title',
      'markdown',
      'restored',
    ]);
    await expect(editor().restore(id, 9, operator)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('names the field of an unknown author and refuses a past schedule', async () => {
    await expect(create({ slug: 'nobody-wrote-it', authorSlug: 'nobody' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    const { id } = await create({ slug: 'too-late' });
    await expect(editor().schedule(id, operator, minutes(-1).toISOString())).rejects.toThrow(
      'publishAt must be in the future',
    );
  });

  it('lists posts for operators by words and state, a page at a time', async () => {
    const drafts = await editor().list({ q: 'engineering', state: 'draft', page: 1, pageSize: 2 });
    expect(drafts.items.every((post) => post.state === 'draft')).toBe(true);
    expect(drafts.items).toHaveLength(2);
    expect(drafts.total).toBeGreaterThan(2);
    const published = await editor().list({ state: 'published', page: 1, pageSize: 100 });
    expect(published.items.map((post) => post.slug)).toContain('scheduled-post');
  });

  it('serves the demo posts as before', async () => {
    const listed = await listedSlugs();
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect((await blog().bySlug(listed[listed.length - 1])).content.length).toBeGreaterThan(0);
  });
});
