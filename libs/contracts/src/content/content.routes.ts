import { defineRoutes } from '../common/route';
import * as at from './content.addresses';
import { authorSchema } from './author.schema';
import { blogPostSchema, blogPostSummaryListSchema } from './blog-post.schema';
import { ContentPatterns as P } from './content.patterns';
import { knowledgeCategoryListSchema, knowledgeGuideSchema } from './knowledge.schema';
import { processorComparisonListSchema } from './processor-comparison.schema';
import { useCaseListSchema, useCaseSchema } from './use-case.schema';

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
});
