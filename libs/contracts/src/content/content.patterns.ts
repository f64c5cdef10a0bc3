import { z } from 'zod';
import { definePattern } from '../common/pattern';
import { GUIDE_SECTIONS } from '../site/site-pages';
import { slugSchema } from '../common/primitives.schema';
import { authorSchema } from './author.schema';
import { contentPagesSchema } from './content-pages.schema';
import { blogListQuerySchema, blogPostSchema, blogPostSummaryListSchema } from './blog-post.schema';
import { knowledgeCategoryListSchema, knowledgeGuideSchema } from './knowledge.schema';
import { processorComparisonListSchema } from './processor-comparison.schema';
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
  /** Every entry with a page of its own and its last change (the sitemap). */
  pagesList: definePattern('content.pages.list', empty, contentPagesSchema),
} as const;
