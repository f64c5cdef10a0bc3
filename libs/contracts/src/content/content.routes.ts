import { defineRoutes } from '../common/route';
import * as at from './content.addresses';
import { authorSchema } from './author.schema';
import { blogPostSchema, blogPostSummaryListSchema } from './blog-post.schema';
import { ContentPatterns as P } from './content.patterns';
import {
  adminPostSchema,
  adminPostsQuerySchema,
  adminPostSummaryListSchema,
  EDITORIAL_STATES,
  newPostSchema,
  postChangesSchema,
  postIdSchema,
  postRevisionListSchema,
  postRevisionParamsSchema,
  postScheduleSchema,
} from './post-editor.schema';
import { knowledgeCategoryListSchema, knowledgeGuideSchema } from './knowledge.schema';
import { processorComparisonListSchema } from './processor-comparison.schema';
import { useCaseListSchema, useCaseSchema } from './use-case.schema';

const postId = { id: 'post id' };
const audited = '; each change is audited';

const guideParams = {
  section: 'first path segment of the guide',
  slug: 'last path segment of the guide',
};

/** The content service's HTTP routes: blog, authors, use cases, knowledge hub, comparisons. */
export const ContentRoutes = defineRoutes(at, ['content'], {
  blogList: {
    summary: 'Blog posts, newest first; filter by category or featured',
    tag: 'Content',
    request: P.blogList.request,
    describe: { category: 'blog category', featured: 'only featured posts' },
    response: blogPostSummaryListSchema,
    errors: [400, 503],
  },
  blogPost: {
    summary: 'One blog post with sanitised HTML and up to 3 related posts',
    tag: 'Content',
    request: P.blogGet.request,
    describe: { slug: 'slug of the post' },
    response: blogPostSchema,
    errors: [400, 404, 503],
  },
  author: {
    summary: 'An author: bio, expertise, stats, methodology, featured guides',
    tag: 'Content',
    request: P.authorGet.request,
    describe: { slug: 'slug of the author' },
    response: authorSchema,
    errors: [400, 404, 503],
  },
  useCases: {
    summary: 'The ten use cases, in hub order',
    tag: 'Content',
    response: useCaseListSchema,
    errors: [503],
  },
  useCase: {
    summary: 'One use case with the criteria its laptops must meet',
    tag: 'Content',
    request: P.useCaseGet.request,
    describe: { slug: 'slug of the use case' },
    response: useCaseSchema,
    errors: [400, 404, 503],
  },
  knowledgeHub: {
    summary: 'Knowledge hub categories with their guides',
    tag: 'Content',
    response: knowledgeCategoryListSchema,
    errors: [503],
  },
  guide: {
    summary: 'One knowledge guide with its article (e.g. processors/amd-ryzen-5)',
    tag: 'Content',
    request: P.guideGet.request,
    describe: guideParams,
    response: knowledgeGuideSchema,
    errors: [400, 404, 503],
  },
  processorComparisons: {
    summary: 'Head-to-head processor comparisons',
    tag: 'Content',
    response: processorComparisonListSchema,
    errors: [503],
  },
  adminPostsList: {
    summary: 'Posts in any state, newest change first: filter by words of the title or slug, state',
    tag: 'Admin',
    request: adminPostsQuerySchema,
    describe: { q: 'words of the title or slug', state: EDITORIAL_STATES.join(', ') },
    response: adminPostSummaryListSchema,
    errors: [400, 503],
    admin: true,
  },
  adminPostCreate: {
    summary: `A new draft post (Markdown body, rendered and sanitised); 409 on a slug in use${audited}`,
    tag: 'Admin',
    body: newPostSchema,
    response: adminPostSchema,
    status: 201,
    errors: [400, 409, 503],
    admin: true,
  },
  adminPost: {
    summary: 'One post in the editor: every field, its rendered body, state and revision',
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    response: adminPostSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminPostUpdate: {
    summary: `Change a post's fields (only those given); a new slug after the first publish leaves a redirect from the old one; 409 on a slug in use${audited}`,
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    body: postChangesSchema,
    response: adminPostSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
  adminPostPublish: {
    summary: `Draft, scheduled or unpublished → published now${audited}`,
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    response: adminPostSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminPostSchedule: {
    summary: `Draft or unpublished → scheduled: goes live at publishAt (in the future)${audited}`,
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    body: postScheduleSchema,
    response: adminPostSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminPostUnpublish: {
    summary: `Published or scheduled → unpublished: its page answers 404, off lists and the sitemap${audited}`,
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    response: adminPostSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminPostRevisions: {
    summary: 'Every saved version of a post, newest first',
    tag: 'Admin',
    request: postIdSchema,
    describe: postId,
    response: postRevisionListSchema,
    errors: [400, 404, 503],
    admin: true,
  },
  adminPostRestore: {
    summary: `A revision's fields become the post's again, saved as a new revision${audited}`,
    tag: 'Admin',
    request: postRevisionParamsSchema,
    describe: { ...postId, number: 'revision number' },
    response: adminPostSchema,
    errors: [400, 404, 409, 503],
    admin: true,
  },
});
