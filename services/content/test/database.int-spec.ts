import { MikroORM } from '@mikro-orm/postgresql';
import { readingTimeMinutes } from '@bli/domain';
import { loginUrl, provisionDatabaseRoles } from '@bli/server-kit';
import { startTestInfra, testDatabaseRoles, type TestInfra } from '@bli/testing';
import { contentOrmConfig } from '../src/database/mikro-orm.config';
import { BlogPost, KnowledgeGuide } from '../src/entities';
import { seedDemoContent } from '../src/seed/demo-content.seed';

let infra: TestInfra;
/** As deployed: the migrator runs the migrations, the service's own role everything else. */
let migrator: MikroORM;
let orm: MikroORM;

beforeAll(async () => {
  infra = await startTestInfra();
  const roles = testDatabaseRoles(infra, ['content']);
  await provisionDatabaseRoles(infra.databaseUrl, roles);
  migrator = await MikroORM.init(contentOrmConfig(loginUrl(infra.databaseUrl, roles.migrator)));
  await migrator.migrator.up();
  orm = await MikroORM.init(contentOrmConfig(loginUrl(infra.databaseUrl, roles.schemas.content)));
});

afterAll(async () => {
  await orm?.close();
  await migrator?.close();
  await infra?.stop();
});

describe('content schema', () => {
  it('is exactly what the entities describe once the committed migrations ran', async () => {
    expect((await migrator.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
    expect(await migrator.migrator.getPending()).toEqual([]);
  });
});

describe('demo content seed', () => {
  it('loads everything once, and a second run changes nothing', async () => {
    const now = new Date('2026-11-27T06:30:00Z');
    const first = await seedDemoContent(orm.em.fork(), { now });
    expect(first.authors).toBeGreaterThanOrEqual(1);
    expect(first.blogPosts).toBeGreaterThanOrEqual(12);
    expect(first).toMatchObject({
      useCases: 10,
      knowledgeCategories: 6,
      knowledgeGuides: 18,
      processorComparisons: 2,
      // The sale calendar of the last 13 months and the next 12: 2026's six and 2027's.
      saleEvents: 12,
    });
    expect(await seedDemoContent(orm.em.fork(), { now })).toEqual({
      authors: 0,
      blogPosts: 0,
      useCases: 0,
      knowledgeCategories: 0,
      knowledgeGuides: 0,
      processorComparisons: 0,
      saleEvents: 0,
    });
  });

  it('stores only sanitised HTML with a read time computed from the text', async () => {
    const em = orm.em.fork();
    const posts = await em.find(BlogPost, {});
    const guides = await em.find(KnowledgeGuide, { article: { $ne: null } });
    for (const html of [...posts.map((p) => p.content), ...guides.map((g) => g.article!)]) {
      expect(html).not.toMatch(/<script|<style|<img|<iframe|\son\w+=|javascript:/i);
    }
    for (const post of posts) expect(post.readTime).toBe(readingTimeMinutes(post.content));
    expect(Math.max(...posts.map((p) => p.readTime))).toBeGreaterThan(2);
    const categories = new Set(posts.map((p) => p.category));
    expect(categories).toEqual(
      new Set(['buying-guide', 'cpu-reviews', 'comparisons', 'india-specific']),
    );
    expect(posts.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(3);
  });
});
