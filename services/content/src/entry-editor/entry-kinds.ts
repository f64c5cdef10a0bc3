import { ref } from '@mikro-orm/core';
import type {
  AuthorFields,
  ComparisonFields,
  EntryKind,
  GuideFields,
  SaleEventFields,
  UseCaseFields,
} from '@bli/contracts';
import { InvalidInputError } from '@bli/server-kit';
import {
  Author,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  SaleEvent,
  UseCase,
  type EditorialEntry,
} from '../entities';
import { toProcessorComparisonView } from '../processor-comparisons/processor-comparison.mapper';
import { renderMarkdown } from '../sanitising/markdown';

/** An entry of any kind: the shared editorial columns and an id. */
export type AnyEntry = EditorialEntry & { id: number };

/** Saved fields: a demo entry's Markdown is null until an operator saves one. */
type Saved<F> = F extends { markdown: string }
  ? Omit<F, 'markdown'> & { markdown: string | null }
  : F;

/** What a kind needs from the database while its fields are applied. */
export interface EntryLookups {
  category(slug: string): Promise<KnowledgeCategory | null>;
}

/**
 * How the editor treats one kind: its table, how it is found and shown, what of it a revision
 * keeps, and how typed fields become its columns (Markdown rendered and sanitised here).
 */
export interface EntryKindDefinition<E extends AnyEntry, F> {
  readonly entity: new () => E;
  readonly table: string;
  /** Columns `q` searches. */
  readonly searched: readonly string[];
  /** Which rows the editor lists and edits (guides: those with an article). */
  readonly scope: object;
  /** Relations a snapshot reads. */
  readonly populate: readonly string[];
  /** The rows a new entry is placed after, by `position` (null: the kind has no order). */
  positionScope: ((entry: E) => object) | null;
  titleOf(entry: E): string;
  pathOf(entry: E): string;
  /** The unique column and its value: two entries never share it. */
  keyOf(entry: E): { column: string; value: string };
  snapshot(entry: E): Saved<F>;
  apply(entry: E, fields: Partial<F>, lookups: EntryLookups): Promise<void>;
  html(entry: E): string | null;
}

const refused = (field: string, message: string) =>
  new InvalidInputError(message, { fields: [{ field, message }] });

/** Copies the fields; a new Markdown body becomes the HTML column shoppers get. */
function copy<E extends object>(
  entry: E,
  { markdown, ...rest }: { markdown?: string },
  html?: { column: keyof E },
): void {
  Object.assign(entry, rest);
  if (markdown !== undefined && html) {
    Object.assign(entry, { markdown, [html.column]: renderMarkdown(markdown) });
  }
}

const omitId = <T extends { id: number }>(view: T): Omit<T, 'id'> => {
  const fields: Partial<T> = { ...view };
  delete fields.id;
  return fields as Omit<T, 'id'>;
};

const GUIDE_PATH = /^\/([a-z0-9-]+)\/([a-z0-9-]+)$/;

const guides: EntryKindDefinition<KnowledgeGuide, GuideFields> = {
  entity: KnowledgeGuide,
  table: 'knowledge_guides',
  searched: ['title', 'path'],
  scope: { article: { $ne: null } },
  populate: ['category'],
  positionScope: (guide) => ({ category: guide.category }),
  titleOf: (guide) => guide.title,
  pathOf: (guide) => guide.path,
  keyOf: (guide) => ({ column: 'path', value: guide.path }),
  snapshot(guide) {
    const [, section, slug] = GUIDE_PATH.exec(guide.path) ?? [];
    return {
      categorySlug: guide.category.getEntity().slug,
      section: section as GuideFields['section'],
      slug,
      title: guide.title,
      description: guide.description,
      markdown: guide.markdown,
      targetKeywords: guide.targetKeywords,
      searchVolume: guide.searchVolume,
      difficulty: guide.difficulty as GuideFields['difficulty'],
      intent: guide.intent as GuideFields['intent'],
    };
  },
  async apply(guide, { categorySlug, section, slug, ...fields }, lookups) {
    if (categorySlug !== undefined) {
      const category = await lookups.category(categorySlug);
      if (!category) throw refused('categorySlug', `categorySlug: no category "${categorySlug}"`);
      guide.category = ref(category);
    }
    if (section !== undefined || slug !== undefined) {
      const [, oldSection, oldSlug] = GUIDE_PATH.exec(guide.path ?? '') ?? [];
      guide.path = `/${section ?? oldSection}/${slug ?? oldSlug}`;
    }
    copy(guide, fields, { column: 'article' });
  },
  html: (guide) => guide.article,
};

const useCases: EntryKindDefinition<UseCase, UseCaseFields> = {
  entity: UseCase,
  table: 'use_cases',
  searched: ['title', 'slug'],
  scope: {},
  populate: [],
  positionScope: () => ({}),
  titleOf: (useCase) => useCase.title,
  pathOf: (useCase) => useCase.path,
  keyOf: (useCase) => ({ column: 'slug', value: useCase.slug }),
  snapshot: (useCase) => ({
    slug: useCase.slug,
    title: useCase.title,
    description: useCase.description,
    icon: useCase.icon,
    color: useCase.color,
    targetAudience: useCase.targetAudience,
    requirements: useCase.requirements,
    budgetRange: useCase.budgetRange,
    criteria: useCase.criteria,
    picks: useCase.picks,
    markdown: useCase.markdown,
  }),
  apply(useCase, fields) {
    if (fields.slug !== undefined) useCase.path = `/laptops/${fields.slug}`;
    copy(useCase, fields, { column: 'guidance' });
    return Promise.resolve();
  },
  html: (useCase) => useCase.guidance,
};

const comparisons: EntryKindDefinition<ProcessorComparison, ComparisonFields> = {
  entity: ProcessorComparison,
  table: 'processor_comparisons',
  searched: ['slug'],
  scope: {},
  populate: [],
  positionScope: () => ({}),
  titleOf: (comparison) => `${comparison.processor1.name} vs ${comparison.processor2.name}`,
  pathOf: (comparison) => `/cpu-comparison#${comparison.slug}`,
  keyOf: (comparison) => ({ column: 'slug', value: comparison.slug }),
  // What shoppers get is every field an operator writes, and the id.
  snapshot: (comparison) => omitId(toProcessorComparisonView(comparison)),
  apply(comparison, fields) {
    Object.assign(comparison, fields);
    return Promise.resolve();
  },
  html: () => null,
};

const authors: EntryKindDefinition<Author, AuthorFields> = {
  entity: Author,
  table: 'authors',
  searched: ['name', 'slug'],
  scope: {},
  populate: [],
  positionScope: null,
  titleOf: (author) => author.name,
  pathOf: (author) => `/author/${author.slug}`,
  keyOf: (author) => ({ column: 'slug', value: author.slug }),
  snapshot: (author) => ({
    slug: author.slug,
    name: author.name,
    role: author.role,
    bio: author.bio,
    photoUrl: author.photoUrl,
    expertise: author.expertise,
    stats: author.stats,
    markdown: author.markdown,
    featuredGuidePaths: author.featuredGuidePaths,
  }),
  apply(author, fields) {
    copy(author, fields, { column: 'methodology' });
    return Promise.resolve();
  },
  html: (author) => author.methodology,
};

const saleEvents: EntryKindDefinition<SaleEvent, SaleEventFields> = {
  entity: SaleEvent,
  table: 'sale_events',
  searched: ['name', 'slug'],
  scope: {},
  populate: [],
  positionScope: null,
  titleOf: (event) => `${event.name}, ${event.startDate} to ${event.endDate}`,
  // No page of its own: the laptops' price verdicts and the public calendar read it.
  pathOf: (event) => `/api/sale-events#${event.slug}`,
  keyOf: (event) => ({ column: 'slug', value: event.slug }),
  snapshot: (event) => ({
    slug: event.slug,
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
  }),
  apply(event, fields) {
    Object.assign(event, fields);
    // Checked on the event as it will be saved: a change may give one date alone.
    if (event.endDate < event.startDate) {
      return Promise.reject(refused('endDate', 'endDate must not be before startDate'));
    }
    return Promise.resolve();
  },
  html: () => null,
};

/** Every kind the entry editor serves, by the name in its admin paths. */
export const ENTRY_KIND_DEFINITIONS = {
  guides,
  'use-cases': useCases,
  comparisons,
  authors,
  'sale-events': saleEvents,
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one kind chosen at run time
export type AnyEntryKind = EntryKindDefinition<AnyEntry, any>;

export const entryKind = (kind: EntryKind): AnyEntryKind =>
  ENTRY_KIND_DEFINITIONS[kind] as unknown as AnyEntryKind;
