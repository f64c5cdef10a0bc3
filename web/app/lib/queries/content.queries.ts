import type {
  Author,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  UseCase,
} from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

const get = <T>(key: readonly string[], search = '') =>
  queryOptions({
    queryKey: search ? [...key, search] : key,
    queryFn: () => apiGet<T>(key.join('/') + search),
  });

/** Query string of the defined values, in a stable order (part of the cache key). */
export function searchOf(params: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => [key, String(value)]);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

export const contentQueries = {
  blogPosts: (filter: { category?: BlogCategory; featured?: boolean } = {}) =>
    get<BlogPostSummary[]>(['/api', 'blog'], searchOf(filter)),
  blogPost: (slug: string) => get<BlogPost>(['/api', 'blog', slug]),
  author: (slug: string) => get<Author>(['/api', 'authors', slug]),
  useCases: () => get<UseCase[]>(['/api', 'use-cases']),
  useCase: (slug: string) => get<UseCase>(['/api', 'use-cases', slug]),
  knowledgeHub: () => get<KnowledgeCategory[]>(['/api', 'knowledge-hub']),
  guide: (section: string, slug: string) => get<KnowledgeGuide>(['/api', 'guides', section, slug]),
  processorComparisons: () => get<ProcessorComparison[]>(['/api', 'processor-comparisons']),
};
