import { Controller } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentPatterns as P, type ContentPages } from '@bli/contracts';
import { Handles } from '@bli/server-kit';
import {
  Author,
  BlogPost,
  KnowledgeCategory,
  KnowledgeGuide,
  ProcessorComparison,
  UseCase,
} from '../entities';

const iso = (date: Date) => date.toISOString();

/** The sitemap's view of the content: keys and change times only, never the bodies. */
@Controller()
export class ContentPagesHandlers {
  constructor(private readonly em: EntityManager) {}

  @Handles(P.pagesList)
  async list(): Promise<ContentPages> {
    const em = this.em;
    const [posts, authors, useCases, categories, guides, comparisons] = await Promise.all([
      em.find(
        BlogPost,
        {},
        { fields: ['slug', 'publishedAt', 'updatedAt'], orderBy: { id: 'asc' } },
      ),
      em.find(Author, {}, { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } }),
      em.find(UseCase, {}, { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } }),
      em.find(
        KnowledgeCategory,
        {},
        { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } },
      ),
      em.find(
        KnowledgeGuide,
        { article: { $ne: null } },
        { fields: ['path', 'updatedAt'], orderBy: { id: 'asc' } },
      ),
      em.find(
        ProcessorComparison,
        {},
        { fields: ['slug', 'updatedAt'], orderBy: { position: 'asc' } },
      ),
    ]);
    return {
      blogPosts: posts.map((p) => ({
        slug: p.slug,
        publishedAt: iso(p.publishedAt),
        updatedAt: iso(p.updatedAt),
      })),
      authors: authors.map((a) => ({ slug: a.slug, updatedAt: iso(a.updatedAt) })),
      useCases: useCases.map((u) => ({ slug: u.slug, updatedAt: iso(u.updatedAt) })),
      knowledgeCategories: categories.map((c) => ({ slug: c.slug, updatedAt: iso(c.updatedAt) })),
      guides: guides.map((g) => ({ path: g.path, updatedAt: iso(g.updatedAt) })),
      processorComparisons: comparisons.map((c) => ({
        slug: c.slug,
        updatedAt: iso(c.updatedAt),
      })),
    };
  }
}
