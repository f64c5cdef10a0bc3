import { ContentApi, type BlogCategory, type GuideSection } from '@bli/contracts';
import { apiQuery } from '../api-client';

/** The content service's reads: blog, authors, use cases, the knowledge hub, comparisons. */
export const contentQueries = {
  blogPosts: (filter: { category?: BlogCategory; featured?: boolean } = {}) =>
    apiQuery(ContentApi.blogList, { params: filter }),
  blogPost: (slug: string) => apiQuery(ContentApi.blogPost, { params: { slug } }),
  author: (slug: string) => apiQuery(ContentApi.author, { params: { slug } }),
  useCases: () => apiQuery(ContentApi.useCases),
  useCase: (slug: string) => apiQuery(ContentApi.useCase, { params: { slug } }),
  knowledgeHub: () => apiQuery(ContentApi.knowledgeHub),
  guide: (section: GuideSection, slug: string) =>
    apiQuery(ContentApi.guide, { params: { section, slug } }),
  processorComparisons: () => apiQuery(ContentApi.processorComparisons),
};
