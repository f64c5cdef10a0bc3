import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, istDay, readingTimeMinutes, slugify, typicalSaleEvents } from '@bli/domain';
import {
  Author,
  BlogPost,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  SaleEvent,
  UseCase,
} from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';
import { demoAuthors } from './demo-authors.data';
import { demoBlogPosts } from './demo-blog-posts.data';
import { demoKnowledgeCategories } from './demo-knowledge.data';
import { demoProcessorComparisons } from './demo-processor-comparisons.data';
import { demoUseCases } from './demo-use-cases.data';

export interface ContentSeedResult {
  authors: number;
  blogPosts: number;
  useCases: number;
  knowledgeCategories: number;
  knowledgeGuides: number;
  processorComparisons: number;
  saleEvents: number;
}

/** The sale calendar seeded: the usual events of the last 13 months and of the year to come. */
export function demoSaleEvents(now: Date) {
  const today = istDay(now);
  return typicalSaleEvents(addDays(today, -400), addDays(today, 366)).map((event) => ({
    ...event,
    slug: slugify(`${event.name} ${event.startDate.slice(0, 4)}`),
  }));
}

/** Demo entries are live from the moment they are seeded. */
const live = () => ({ state: 'published' as const, publishedAt: new Date() });

/** Keys of rows of `entity` that already exist, so only missing ones are added. */
async function existing<T extends object>(
  em: EntityManager,
  entity: new () => T,
  key: keyof T & string,
  values: string[],
): Promise<Set<string>> {
  const rows = await em.find(entity, { [key]: { $in: values } } as never);
  return new Set(rows.map((row) => String(row[key])));
}

/** The demo items, with their list position, whose slug is not stored yet. */
async function missingBySlug<T extends { slug: string }, D extends { slug: string }>(
  em: EntityManager,
  entity: new () => T,
  items: readonly D[],
): Promise<{ item: D; position: number }[]> {
  const known = await existing(
    em,
    entity,
    'slug',
    items.map((item) => item.slug),
  );
  return items
    .map((item, position) => ({ item, position }))
    .filter(({ item }) => !known.has(item.slug));
}

/**
 * Adds whatever part of the demo content is missing, in one transaction; HTML is sanitised on
 * the way in (and again when served). Running it again changes nothing.
 */
export async function seedDemoContent(
  em: EntityManager,
  { now = new Date() }: { now?: Date } = {},
): Promise<ContentSeedResult> {
  return em.transactional(async (tx) => {
    const newAuthors = (await missingBySlug(tx, Author, demoAuthors)).map(
      ({ item: { methodologyHtml, ...author } }) =>
        Object.assign(new Author(), author, live(), {
          methodology: sanitiseHtml(methodologyHtml),
        }),
    );
    tx.persist(newAuthors);
    await tx.flush();
    const authors = new Map((await tx.find(Author, {})).map((author) => [author.slug, author]));

    const newPosts = (await missingBySlug(tx, BlogPost, demoBlogPosts)).map(
      ({ item: { contentHtml, authorSlug, publishedAt, ...post } }) => {
        const content = sanitiseHtml(contentHtml);
        const author = authors.get(authorSlug);
        if (!author)
          throw new Error(`demo post "${post.slug}" names unknown author "${authorSlug}"`);
        return Object.assign(new BlogPost(), post, {
          content,
          readTime: readingTimeMinutes(content),
          author: ref(author),
          state: 'published',
          publishedAt: new Date(publishedAt),
        });
      },
    );
    tx.persist(newPosts);

    const newUseCases = (await missingBySlug(tx, UseCase, demoUseCases)).map(
      ({ item: { guidanceHtml, ...useCase }, position }) =>
        Object.assign(new UseCase(), useCase, live(), {
          position,
          guidance: sanitiseHtml(guidanceHtml),
        }),
    );
    tx.persist(newUseCases);

    const knownCategories = await existing(
      tx,
      KnowledgeCategory,
      'slug',
      demoKnowledgeCategories.map((c) => c.slug),
    );
    const knownGuides = await existing(
      tx,
      KnowledgeGuide,
      'path',
      demoKnowledgeCategories.flatMap((c) => c.guides.map((g) => g.path)),
    );
    let newCategories = 0;
    let newGuides = 0;
    for (const [position, { guides, ...data }] of demoKnowledgeCategories.entries()) {
      const category = knownCategories.has(data.slug)
        ? await tx.findOneOrFail(KnowledgeCategory, { slug: data.slug })
        : Object.assign(new KnowledgeCategory(), data, { position });
      if (!knownCategories.has(data.slug)) newCategories++;
      tx.persist(category);
      for (const [guidePosition, { articleHtml, ...guide }] of guides.entries()) {
        if (knownGuides.has(guide.path)) continue;
        newGuides++;
        tx.persist(
          Object.assign(new KnowledgeGuide(), guide, live(), {
            category: ref(category),
            position: guidePosition,
            article: articleHtml === null ? null : sanitiseHtml(articleHtml),
          }),
        );
      }
    }

    const newComparisons = (
      await missingBySlug(tx, ProcessorComparison, demoProcessorComparisons)
    ).map(({ item: comparison, position }) =>
      Object.assign(new ProcessorComparison(), comparison, live(), { position }),
    );
    tx.persist(newComparisons);

    const newSaleEvents = (await missingBySlug(tx, SaleEvent, demoSaleEvents(now))).map(
      ({ item }) => Object.assign(new SaleEvent(), item, live()),
    );
    tx.persist(newSaleEvents);
    await tx.flush();

    return {
      authors: newAuthors.length,
      blogPosts: newPosts.length,
      useCases: newUseCases.length,
      knowledgeCategories: newCategories,
      knowledgeGuides: newGuides,
      processorComparisons: newComparisons.length,
      saleEvents: newSaleEvents.length,
    };
  });
}
