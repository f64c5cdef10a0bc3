import { z } from 'zod';
import { pageOf, pageRequestShape } from '../common/paging.schema';
import { idSchema, isoDateTimeSchema, slugSchema, typedText } from '../common/primitives.schema';
import { FILTER_PAGES, GUIDE_SECTIONS } from '../site/site-pages';
import { GUIDE_DIFFICULTIES, GUIDE_INTENTS } from './knowledge.schema';
import {
  COVER_IMAGE_HOSTS,
  editorialStateSchema,
  isAllowedCoverImage,
  markdownSchema,
  MAX_EMBEDDED_LAPTOPS,
} from './post-editor.schema';
import { processorSpecSchema } from './processor-comparison.schema';
import { istDateSchema } from './sale-event.schema';
import { useCaseCriteriaSchema } from './use-case.schema';

/**
 * The editorial entries besides posts that operators write, each with the posts' draft →
 * scheduled → published → unpublished model and revisions (docs/editorial.md): knowledge-hub
 * guides, use-case lists, CPU comparisons, authors and the sale-event calendar. The name is the
 * one in their admin paths, `/api/admin/content/{kind}`.
 */
export const ENTRY_KINDS = [
  'guides',
  'use-cases',
  'comparisons',
  'authors',
  'sale-events',
] as const;
export const entryKindSchema = z.enum(ENTRY_KINDS, {
  error: `kind must be one of: ${ENTRY_KINDS.join(', ')}`,
});
export type EntryKind = z.infer<typeof entryKindSchema>;

const text = (field: string, max: number) =>
  typedText(field, max)
    .trim()
    .min(1, { error: `${field} must not be empty` });

const list = (field: string, itemMax: number, max: number) =>
  z.array(text(field, itemMax)).max(max, { error: `${field} must hold at most ${max} items` });

const imageUrl = (field: string) =>
  z
    .string()
    .max(500, { error: `${field} must be at most 500 characters` })
    .refine(isAllowedCoverImage, {
      error: `${field} must be a path on this site or an https URL on ${COVER_IMAGE_HOSTS.join(', ')}`,
    })
    .nullable();

/** A knowledge-hub guide at `/{section}/{slug}`, in a hub category; its article is Markdown. */
export const guideFieldsSchema = z.object({
  categorySlug: slugSchema,
  section: z.enum(GUIDE_SECTIONS, {
    error: `section must be one of: ${GUIDE_SECTIONS.join(', ')}`,
  }),
  slug: slugSchema,
  title: text('title', 200),
  description: text('description', 1000),
  markdown: markdownSchema,
  targetKeywords: list('targetKeywords', 100, 20),
  searchVolume: text('searchVolume', 40),
  difficulty: z.enum(GUIDE_DIFFICULTIES, {
    error: `difficulty must be one of: ${GUIDE_DIFFICULTIES.join(', ')}`,
  }),
  intent: z.enum(GUIDE_INTENTS, { error: `intent must be one of: ${GUIDE_INTENTS.join(', ')}` }),
});
export type GuideFields = z.output<typeof guideFieldsSchema>;

/** One laptop a use-case list recommends, in the list's order, with the editor's paragraph. */
export const useCasePickSchema = z.object({
  laptopSlug: slugSchema,
  note: text('note', 2000),
});
export type UseCasePick = z.output<typeof useCasePickSchema>;

/**
 * A use-case list at `/laptops/{slug}`: who it is for, the thresholds its laptops must meet
 * (`criteria`), the editor's picks in order with a paragraph each, and its guidance (Markdown).
 */
export const useCaseFieldsSchema = z.object({
  // `/laptops/{slug}` also holds the spec-sheet filter pages, which the web answers first.
  slug: slugSchema.refine((slug) => !FILTER_PAGES.some((page) => page.slug === slug), {
    error: `slug must not be a filter page's (${FILTER_PAGES.map((page) => page.slug).join(', ')})`,
  }),
  title: text('title', 200),
  description: text('description', 1000),
  icon: text('icon', 60),
  color: text('color', 40),
  targetAudience: list('targetAudience', 200, 20),
  requirements: list('requirements', 200, 20),
  budgetRange: text('budgetRange', 80),
  criteria: useCaseCriteriaSchema.refine((criteria) => criteria.minPrice < criteria.maxPrice, {
    error: 'criteria.maxPrice must be above criteria.minPrice',
    path: ['maxPrice'],
  }),
  picks: z
    .array(useCasePickSchema)
    .max(MAX_EMBEDDED_LAPTOPS, { error: `picks must hold at most ${MAX_EMBEDDED_LAPTOPS} laptops` })
    .refine((picks) => new Set(picks.map((pick) => pick.laptopSlug)).size === picks.length, {
      error: 'picks must not repeat a laptop',
    }),
  markdown: markdownSchema,
});
export type UseCaseFields = z.output<typeof useCaseFieldsSchema>;

const pair = <T extends z.ZodType>(item: T) => z.tuple([item, item]);
const score = z.number().int().min(0).max(100);

/** Two processors head to head: their figures, scores, efficiency and the verdict per use. */
export const comparisonFieldsSchema = z.object({
  slug: slugSchema,
  processor1: processorSpecSchema,
  processor2: processorSpecSchema,
  comparison: z.object({
    performance: z.object({
      singleCore: pair(score),
      multiCore: pair(score),
      gaming: pair(score),
      productivity: pair(score),
    }),
    efficiency: z.object({
      powerConsumption: pair(text('powerConsumption', 100)),
      batteryLife: pair(text('batteryLife', 100)),
      thermals: pair(text('thermals', 100)),
    }),
    useCase: z
      .array(
        z.object({
          title: text('title', 100),
          recommendation: text('recommendation', 200),
          reason: text('reason', 1000),
        }),
      )
      .min(1, { error: 'comparison.useCase must hold the verdict for at least one use' })
      .max(10),
  }),
  budgetRange: z
    .object({ min: z.number().int().nonnegative(), max: z.number().int().positive() })
    .refine((range) => range.min < range.max, {
      error: 'budgetRange.max must be above budgetRange.min',
      path: ['max'],
    }),
  availability: text('availability', 1000),
});
export type ComparisonFields = z.output<typeof comparisonFieldsSchema>;

/** An author page at `/author/{slug}`: bio, expertise, photo, methodology (Markdown). */
export const authorFieldsSchema = z.object({
  slug: slugSchema,
  name: text('name', 120),
  role: text('role', 120),
  bio: text('bio', 2000),
  photoUrl: imageUrl('photoUrl'),
  expertise: list('expertise', 100, 20),
  stats: z
    .array(z.object({ label: text('label', 60), value: text('value', 60) }))
    .max(8, { error: 'stats must hold at most 8 items' }),
  markdown: markdownSchema,
  featuredGuidePaths: z
    .array(z.string().regex(/^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, { error: 'must be a site path' }))
    .max(10, { error: 'featuredGuidePaths must hold at most 10 paths' }),
});
export type AuthorFields = z.output<typeof authorFieldsSchema>;

/**
 * A sale event of the calendar the price verdicts read (docs/deal-verdicts.md): its name, the
 * same every year, and its first and last days in India. The end not before the start is the
 * content service's rule, checked on the event as it will be saved.
 */
export const saleEventFieldsSchema = z.object({
  slug: slugSchema,
  name: text('name', 80),
  startDate: istDateSchema('startDate'),
  endDate: istDateSchema('endDate'),
});
export type SaleEventFields = z.output<typeof saleEventFieldsSchema>;

/** Each kind's fields, by kind. */
export const ENTRY_FIELDS = {
  guides: guideFieldsSchema,
  'use-cases': useCaseFieldsSchema,
  comparisons: comparisonFieldsSchema,
  authors: authorFieldsSchema,
  'sale-events': saleEventFieldsSchema,
} as const satisfies Record<EntryKind, z.ZodObject>;

export type EntryFieldsOf<K extends EntryKind> = z.output<(typeof ENTRY_FIELDS)[K]>;
export type EntryFields = { [K in EntryKind]: EntryFieldsOf<K> }[EntryKind];

const kindError = { error: `kind must be one of: ${ENTRY_KINDS.join(', ')}` };

/**
 * `POST /api/admin/content/{kind}`: a new draft; the body names its kind (the path's) so that
 * each kind's fields are checked by their own schema.
 */
export const newEntrySchema = z.discriminatedUnion(
  'kind',
  [
    guideFieldsSchema.extend({ kind: z.literal('guides') }).strict(),
    useCaseFieldsSchema.extend({ kind: z.literal('use-cases') }).strict(),
    comparisonFieldsSchema.extend({ kind: z.literal('comparisons') }).strict(),
    authorFieldsSchema.extend({ kind: z.literal('authors') }).strict(),
    saleEventFieldsSchema.extend({ kind: z.literal('sale-events') }).strict(),
  ],
  kindError,
);
export type NewEntry = z.input<typeof newEntrySchema>;
export type NewEntryFields = z.output<typeof newEntrySchema>;

/** `PATCH /api/admin/content/{kind}/{id}`: the kind and only the fields to change. */
export const entryChangesSchema = z
  .discriminatedUnion(
    'kind',
    [
      guideFieldsSchema
        .partial()
        .extend({ kind: z.literal('guides') })
        .strict(),
      useCaseFieldsSchema
        .partial()
        .extend({ kind: z.literal('use-cases') })
        .strict(),
      comparisonFieldsSchema
        .partial()
        .extend({ kind: z.literal('comparisons') })
        .strict(),
      authorFieldsSchema
        .partial()
        .extend({ kind: z.literal('authors') })
        .strict(),
      saleEventFieldsSchema
        .partial()
        .extend({ kind: z.literal('sale-events') })
        .strict(),
    ],
    kindError,
  )
  .refine((given) => Object.keys(given).length > 1, { error: 'Nothing to change' });
export type EntryChanges = z.input<typeof entryChangesSchema>;
export type EntryChangeSet = z.output<typeof entryChangesSchema>;

/** An entry as the operators' list shows it. */
export const adminEntrySummarySchema = z.object({
  id: z.number().int().positive(),
  kind: entryKindSchema,
  /** Where shoppers find it, e.g. /processors/amd-ryzen-5. */
  path: z.string(),
  title: z.string(),
  state: editorialStateSchema,
  publishAt: isoDateTimeSchema.nullable(),
  /** When it first went live: its slug (and path) is fixed from then on. */
  publishedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type AdminEntrySummary = z.infer<typeof adminEntrySummarySchema>;
export const adminEntryPageSchema = pageOf(adminEntrySummarySchema);
export const adminEntrySummaryListSchema = z.array(adminEntrySummarySchema);

/** An entry's fields as saved (a demo entry's Markdown is null: its HTML stays until saved). */
const savedMarkdown = { markdown: z.string().nullable() };
export const entrySnapshotSchema = z.union([
  guideFieldsSchema.extend(savedMarkdown),
  useCaseFieldsSchema.extend(savedMarkdown),
  comparisonFieldsSchema,
  authorFieldsSchema.extend(savedMarkdown),
  saleEventFieldsSchema,
]);
export type EntrySnapshot = z.infer<typeof entrySnapshotSchema>;

/** An entry in the editor: its fields, its body as shoppers get it, state and revision. */
export const adminEntrySchema = adminEntrySummarySchema.extend({
  fields: entrySnapshotSchema,
  /** The Markdown body rendered and sanitised (null for a kind without one). */
  html: z.string().nullable(),
  revision: z.number().int().nonnegative(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;

/** `GET /api/admin/content/{kind}?q=&state=&page=&pageSize=`. */
export const adminEntriesQuerySchema = z.object({
  kind: entryKindSchema,
  q: typedText('q', 100).trim().optional(),
  state: editorialStateSchema.optional(),
  ...pageRequestShape,
});
export type AdminEntriesFilter = z.output<typeof adminEntriesQuerySchema>;

/** One saved version of an entry's fields: every save keeps one; restoring saves a new one. */
export const entryRevisionSchema = z.object({
  number: z.number().int().positive(),
  operator: z.string(),
  at: isoDateTimeSchema,
  fields: entrySnapshotSchema,
});
export type EntryRevision = z.infer<typeof entryRevisionSchema>;
export const entryRevisionListSchema = z.array(entryRevisionSchema);

export const entryIdSchema = z.object({ kind: entryKindSchema, id: idSchema });
export const entryRevisionParamsSchema = entryIdSchema.extend({ number: idSchema });
