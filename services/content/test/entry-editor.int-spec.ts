import { MikroORM } from '@mikro-orm/postgresql';
import {
  ContentPatterns as P,
  adminEntrySchema,
  type EntryKind,
  type NewEntry,
} from '@bli/contracts';
import { ConflictError, InvalidInputError, NotFoundError } from '@bli/server-kit';
import { startTestInfra, type TestInfra } from '@bli/testing';
import { AuthorsService } from '../src/authors/authors.service';
import { AuthorsRepository } from '../src/authors/authors.repository';
import { BlogRepository } from '../src/blog/blog.repository';
import { contentOrmConfig } from '../src/database/mikro-orm.config';
import { ContentClock } from '../src/editorial/clock';
import { FixedClock } from './fixed-clock';
import { ContentAuditEntry } from '../src/entities';
import { EntryEditorRepository } from '../src/entry-editor/entry-editor.repository';
import { EntryEditorService } from '../src/entry-editor/entry-editor.service';
import { KnowledgeRepository } from '../src/knowledge/knowledge.repository';
import { KnowledgeService } from '../src/knowledge/knowledge.service';
import { ContentPagesRepository } from '../src/pages/content-pages.repository';
import { ContentPagesService } from '../src/pages/content-pages.service';
import { seedDemoContent } from '../src/seed/demo-content.seed';
import { SaleEventsRepository } from '../src/sale-events/sale-events.repository';
import { SaleEventsService } from '../src/sale-events/sale-events.service';
import { UseCasesRepository } from '../src/use-cases/use-cases.repository';
import { UseCasesService } from '../src/use-cases/use-cases.service';

let infra: TestInfra;
let orm: MikroORM;
const clock = new FixedClock(new Date('2026-11-27T04:30:00Z'));
const operator = 'editor@bestlaptops.in';
const minutes = (n: number) => new Date(clock.at.getTime() + n * 60_000);

// Each call gets a fresh identity map, as each NATS message gets one.
const fork = () => orm.em.fork();
const editor = (at: ContentClock = clock) =>
  new EntryEditorService(new EntryEditorRepository(fork()), at);
const authors = () =>
  new AuthorsService(
    new AuthorsRepository(fork()),
    new BlogRepository(fork()),
    new KnowledgeRepository(fork()),
  );
const knowledge = () => new KnowledgeService(new KnowledgeRepository(fork()));
const useCases = () => new UseCasesService(new UseCasesRepository(fork()));
const saleCalendar = () => new SaleEventsService(new SaleEventsRepository(fork())).list();
const sitemap = () => new ContentPagesService(new ContentPagesRepository(fork())).list();

const newAuthor = (slug: string) =>
  ({
    kind: 'authors',
    slug,
    name: 'Meera Iyer',
    role: 'Reviews editor',
    bio: 'Tests laptops for Indian classrooms and offices.',
    photoUrl: '/images/authors/meera.webp',
    expertise: ['Battery testing'],
    stats: [{ label: 'Laptops tested', value: '120' }],
    markdown: '## How I test\n\nEvery laptop <script>alert(1)</script> runs our battery loop.',
    featuredGuidePaths: ['/processors/amd-ryzen-5'],
  }) satisfies NewEntry;

const newGuide = (slug: string) =>
  ({
    kind: 'guides',
    categorySlug: 'processors',
    section: 'processors',
    slug,
    title: 'Intel Core Ultra 5 explained',
    description: 'What the NPU does and when it matters.',
    markdown: '## The NPU\n\nFor local AI features.',
    targetKeywords: ['core ultra 5'],
    searchVolume: '1K-10K',
    difficulty: 'Medium',
    intent: 'Informational',
  }) satisfies NewEntry;

/** A message's payload as the contract parses it, as the handler receives it. */
const create = (entry: NewEntry) => {
  const request = P.entriesCreate.request.parse({ operator, entry });
  return editor().create(request.operator, request.entry);
};
const update = (kind: EntryKind, id: number, changes: Record<string, unknown>) => {
  const request = P.entriesUpdate.request.parse({
    kind,
    id,
    operator,
    changes: { kind, ...changes },
  });
  return editor().update(request.kind, request.id, request.operator, request.changes);
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

describe('the entry editor against PostgreSQL', () => {
  it('keeps a new author off the site until published, with its Markdown sanitised', async () => {
    const author = await create(newAuthor('meera-iyer'));
    expect(adminEntrySchema.parse(author)).toEqual(author);
    expect(author).toMatchObject({ state: 'draft', revision: 1, path: '/author/meera-iyer' });
    expect(author.html).toContain('<h2>How I test</h2>');
    expect(author.html).not.toContain('<script');
    await expect(authors().bySlug('meera-iyer')).rejects.toBeInstanceOf(NotFoundError);
    expect((await sitemap()).authors.map((a) => a.slug)).not.toContain('meera-iyer');

    await editor().publish('authors', author.id, operator);
    const shown = await authors().bySlug('meera-iyer');
    expect(shown).toMatchObject({ name: 'Meera Iyer', photoUrl: '/images/authors/meera.webp' });
    expect(shown.featuredGuides.map((g) => g.path)).toEqual(['/processors/amd-ryzen-5']);
    expect((await sitemap()).authors.map((a) => a.slug)).toContain('meera-iyer');
  });

  it('publishes a scheduled guide once its time has come, once, whoever runs the schedule', async () => {
    const guide = await create(newGuide('intel-core-ultra-5'));
    expect(guide.path).toBe('/processors/intel-core-ultra-5');
    await editor().schedule('guides', guide.id, operator, minutes(30).toISOString());
    expect(await editor().publishDue()).toEqual({});
    await expect(knowledge().guide('processors', 'intel-core-ultra-5')).rejects.toBeInstanceOf(
      NotFoundError,
    );

    const due = new FixedClock(minutes(31));
    const runs = await Promise.all([editor(due).publishDue(), editor(due).publishDue()]);
    expect(runs.flatMap((run) => run.guides ?? [])).toEqual([guide.id]);
    const live = await knowledge().guide('processors', 'intel-core-ultra-5');
    expect(live.article).toContain('<h2>The NPU</h2>');
    const hub = await knowledge().list();
    const processors = hub.find((category) => category.slug === 'processors');
    expect(processors?.guides.at(-1)?.path).toBe('/processors/intel-core-ultra-5');
    const audit = await fork().find(ContentAuditEntry, {
      kind: 'guides',
      entryId: guide.id,
      operator: 'schedule',
    });
    expect(audit).toHaveLength(1);
  });

  it('unpublishing takes a demo use-case list off the site and the sitemap', async () => {
    const [first] = (await editor().list({ kind: 'use-cases', q: 'travel', page: 1, pageSize: 5 }))
      .items;
    expect(first).toMatchObject({ state: 'published', path: '/laptops/travel' });
    await editor().unpublish('use-cases', first.id, operator);
    await expect(useCases().bySlug('travel')).rejects.toBeInstanceOf(NotFoundError);
    expect((await useCases().list()).map((u) => u.slug)).not.toContain('travel');
    expect((await sitemap()).useCases.map((u) => u.slug)).not.toContain('travel');
    await editor().publish('use-cases', first.id, operator);
    expect((await useCases().bySlug('travel')).slug).toBe('travel');
  });

  it('saves picks and Markdown guidance on a use-case list, auditing each changed field', async () => {
    const [students] = (
      await editor().list({ kind: 'use-cases', q: 'students', page: 1, pageSize: 1 })
    ).items;
    const picks = [{ laptopSlug: 'asus-vivobook-15', note: 'The keyboard wins it.' }];
    const saved = await update('use-cases', students.id, { picks, markdown: '**Buy 16 GB.**' });
    expect(saved.html).toBe('<p><strong>Buy 16 GB.</strong></p>\n');
    expect((await useCases().bySlug('students')).picks).toEqual(picks);
    const fields = (
      await fork().find(ContentAuditEntry, { kind: 'use-cases', entryId: students.id })
    ).map((entry) => entry.field);
    expect(fields.sort()).toEqual(['markdown', 'picks']);
  });

  it('keeps an author with published posts on the site (409), and lets one without go', async () => {
    const [rohit] = (await editor().list({ kind: 'authors', q: 'rohit', page: 1, pageSize: 1 }))
      .items;
    await expect(editor().unpublish('authors', rohit.id, operator)).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect((await authors().bySlug('rohit-sharma')).slug).toBe('rohit-sharma');
    const { id } = await create(newAuthor('no-posts-yet'));
    await editor().publish('authors', id, operator);
    expect(await editor().unpublish('authors', id, operator)).toMatchObject({
      state: 'unpublished',
    });
  });

  it('keeps revisions and restores one as a new revision', async () => {
    const { id } = await create(newAuthor('revised-author'));
    await update('authors', id, { name: 'Meera I.' });
    const revisions = await editor().revisions('authors', id);
    expect(revisions.map((r) => r.number)).toEqual([2, 1]);
    const restored = await editor().restore('authors', id, 1, operator);
    expect(restored.revision).toBe(3);
    expect(restored.fields).toMatchObject({ name: 'Meera Iyer' });
  });

  it('fixes the slug once live, refuses a taken one, a wrong kind and unknown entries', async () => {
    const { id } = await create(newAuthor('first-slug'));
    await update('authors', id, { slug: 'second-slug' });
    await editor().publish('authors', id, operator);
    await expect(update('authors', id, { slug: 'third-slug' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    await expect(create(newAuthor('second-slug'))).rejects.toBeInstanceOf(ConflictError);
    await expect(
      create({ ...newGuide('no-such-category'), categorySlug: 'nowhere' }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    await expect(
      editor().update('guides', id, operator, { kind: 'authors', name: 'x' }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    await expect(editor().get('comparisons', 999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(editor().publish('authors', id, operator)).rejects.toBeInstanceOf(
      InvalidInputError,
    );
  });
});

describe('the sale-event calendar', () => {
  // Years past the demo calendar's (the seed's year to come).
  const festival = {
    kind: 'sale-events',
    slug: 'great-indian-festival-2031',
    name: 'Great Indian Festival',
    startDate: '2031-09-23',
    endDate: '2031-10-12',
  } satisfies NewEntry;

  it('lists an event for the verdicts once published, by its first day', async () => {
    const event = await create(festival);
    expect(event).toMatchObject({
      state: 'draft',
      title: 'Great Indian Festival, 2031-09-23 to 2031-10-12',
      path: '/api/sale-events#great-indian-festival-2031',
      fields: { startDate: '2031-09-23', endDate: '2031-10-12' },
    });
    expect((await saleCalendar()).map((e) => e.slug)).not.toContain(festival.slug);
    await editor().publish('sale-events', event.id, operator);
    const calendar = await saleCalendar();
    expect(calendar).toContainEqual({
      slug: 'great-indian-festival-2031',
      name: 'Great Indian Festival',
      startDate: '2031-09-23',
      endDate: '2031-10-12',
    });
    const starts = calendar.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort());
    // Shoppers' pages are the laptops': the calendar is no page of the sitemap.
    expect(JSON.stringify(await sitemap())).not.toContain(festival.slug);
  });

  it('refuses an end before the start, also when only one date changes', async () => {
    await expect(
      create({ ...festival, slug: 'backwards', endDate: '2031-09-01' }),
    ).rejects.toMatchObject({ details: { fields: [{ field: 'endDate' }] } });
    const { id } = await create({
      ...festival,
      slug: 'prime-day-2031',
      name: 'Prime Day',
      startDate: '2031-07-12',
      endDate: '2031-07-14',
    });
    await expect(update('sale-events', id, { endDate: '2031-07-11' })).rejects.toBeInstanceOf(
      InvalidInputError,
    );
    const moved = await update('sale-events', id, { startDate: '2031-07-10' });
    expect(moved.fields).toMatchObject({ startDate: '2031-07-10', endDate: '2031-07-14' });
    expect(() =>
      P.entriesCreate.request.parse({ operator, entry: { ...festival, startDate: '2031-02-30' } }),
    ).toThrow(/startDate must be a real date/);
  });
});
