import { z } from 'zod';
import { definePattern } from '../common/pattern';
import { GUIDE_SECTIONS } from '../site/site-pages';
import { slugSchema } from '../common/primitives.schema';
import { authorSchema } from './author.schema';
import { contentAuditEntryListSchema, contentAuditQuerySchema } from './content-audit.schema';
import { contentPagesSchema } from './content-pages.schema';
import { blogListQuerySchema, blogPostSchema, blogPostSummaryListSchema } from './blog-post.schema';
import { knowledgeCategoryListSchema, knowledgeGuideSchema } from './knowledge.schema';
import { operatorSchema } from '../catalogue/laptop-editor.schema';
import {
  adminPostPageSchema,
  adminPostSchema,
  adminPostsQuerySchema,
  newPostSchema,
  postChangesSchema,
  postIdSchema,
  postRevisionListSchema,
  postRevisionParamsSchema,
  postScheduleSchema,
} from './post-editor.schema';
import {
  adminEntriesQuerySchema,
  adminEntryPageSchema,
  adminEntrySchema,
  entryChangesSchema,
  entryIdSchema,
  entryRevisionListSchema,
  entryRevisionParamsSchema,
  newEntrySchema,
} from './entry-editor.schema';
import { processorComparisonListSchema } from './processor-comparison.schema';
import { saleEventListSchema } from './sale-event.schema';
import { useCaseListSchema, useCaseSchema } from './use-case.schema';

const empty = z.object({}).strict();

/** Every request/reply message the content service answers, in the queue group "content". */
export const ContentPatterns = {
  blogList: definePattern('content.blog.list', blogListQuerySchema, blogPostSummaryListSchema),
  blogGet: definePattern('content.blog.get', z.object({ slug: slugSchema }), blogPostSchema),
  authorGet: definePattern('content.authors.get', z.object({ slug: slugSchema }), authorSchema),
  useCasesList: definePattern('content.use-cases.list', empty, useCaseListSchema),
  useCaseGet: definePattern('content.use-cases.get', z.object({ slug: slugSchema }), useCaseSchema),
  knowledgeList: definePattern('content.knowledge.list', empty, knowledgeCategoryListSchema),
  guideGet: definePattern(
    'content.knowledge.guide',
    z.object({
      section: z.enum(GUIDE_SECTIONS, {
        error: `section must be one of: ${GUIDE_SECTIONS.join(', ')}`,
      }),
      slug: slugSchema,
    }),
    knowledgeGuideSchema,
  ),
  processorComparisonsList: definePattern(
    'content.processor-comparisons.list',
    empty,
    processorComparisonListSchema,
  ),
  /** The published sale events, by first day (the price verdicts' calendar). */
  saleEventsList: definePattern('content.sale-events.list', empty, saleEventListSchema),
  /** The operators' list of posts in any state: words of the title or slug, a state, a page. */
  postsAdminList: definePattern(
    'content.posts.admin-list',
    adminPostsQuerySchema,
    adminPostPageSchema,
  ),
  postsAdminGet: definePattern('content.posts.admin-get', postIdSchema, adminPostSchema),
  /** A new draft; keeps revision 1 and an audit entry. */
  postsCreate: definePattern(
    'content.posts.create',
    z.object({ operator: operatorSchema, post: newPostSchema }),
    adminPostSchema,
  ),
  /** The fields given change; keeps a revision and an audit entry per changed field. */
  postsUpdate: definePattern(
    'content.posts.update',
    postIdSchema.extend({ operator: operatorSchema, changes: postChangesSchema }),
    adminPostSchema,
  ),
  postsPublish: definePattern(
    'content.posts.publish',
    postIdSchema.extend({ operator: operatorSchema }),
    adminPostSchema,
  ),
  postsSchedule: definePattern(
    'content.posts.schedule',
    postIdSchema.extend({ operator: operatorSchema }).extend(postScheduleSchema.shape),
    adminPostSchema,
  ),
  postsUnpublish: definePattern(
    'content.posts.unpublish',
    postIdSchema.extend({ operator: operatorSchema }),
    adminPostSchema,
  ),
  postsRevisions: definePattern('content.posts.revisions', postIdSchema, postRevisionListSchema),
  /** The revision's fields become the post's again, saved as a new revision. */
  postsRestore: definePattern(
    'content.posts.restore',
    postRevisionParamsSchema.extend({ operator: operatorSchema }),
    adminPostSchema,
  ),
  /** A post in any state as shoppers would get it (the operators' preview); no redirects. */
  postsPreview: definePattern('content.posts.preview', postIdSchema, blogPostSchema),
  /** The operators' list of one kind of entry in any state: words of its title or slug, a state, a page. */
  entriesAdminList: definePattern(
    'content.entries.admin-list',
    adminEntriesQuerySchema,
    adminEntryPageSchema,
  ),
  entriesAdminGet: definePattern('content.entries.admin-get', entryIdSchema, adminEntrySchema),
  /** A new draft of the body's kind; keeps revision 1 and an audit entry. */
  entriesCreate: definePattern(
    'content.entries.create',
    z.object({ operator: operatorSchema, entry: newEntrySchema }),
    adminEntrySchema,
  ),
  /** The fields given change; keeps a revision and an audit entry per changed field. */
  entriesUpdate: definePattern(
    'content.entries.update',
    entryIdSchema.extend({ operator: operatorSchema, changes: entryChangesSchema }),
    adminEntrySchema,
  ),
  entriesPublish: definePattern(
    'content.entries.publish',
    entryIdSchema.extend({ operator: operatorSchema }),
    adminEntrySchema,
  ),
  entriesSchedule: definePattern(
    'content.entries.schedule',
    entryIdSchema.extend({ operator: operatorSchema }).extend(postScheduleSchema.shape),
    adminEntrySchema,
  ),
  entriesUnpublish: definePattern(
    'content.entries.unpublish',
    entryIdSchema.extend({ operator: operatorSchema }),
    adminEntrySchema,
  ),
  entriesRevisions: definePattern(
    'content.entries.revisions',
    entryIdSchema,
    entryRevisionListSchema,
  ),
  entriesRestore: definePattern(
    'content.entries.restore',
    entryRevisionParamsSchema.extend({ operator: operatorSchema }),
    adminEntrySchema,
  ),
  /** An entry's audit log (a post's or another kind's), newest first. */
  auditList: definePattern(
    'content.audit.list',
    contentAuditQuerySchema,
    contentAuditEntryListSchema,
  ),
  /** Every entry with a page of its own and its last change (the sitemap). */
  pagesList: definePattern('content.pages.list', empty, contentPagesSchema),
} as const;
