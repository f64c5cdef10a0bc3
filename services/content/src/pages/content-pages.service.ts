import { Injectable } from '@nestjs/common';
import type { ContentPages } from '@bli/contracts';
import { ContentPagesRepository } from './content-pages.repository';

const iso = (date: Date) => date.toISOString();

/** The sitemap's view of the content: keys and change times only, never the bodies. */
@Injectable()
export class ContentPagesService {
  constructor(private readonly pages: ContentPagesRepository) {}

  async list(): Promise<ContentPages> {
    const [posts, authors, useCases, categories, guides, comparisons] = await this.pages.findAll();
    return {
      blogPosts: posts.map((p) => ({
        slug: p.slug,
        publishedAt: iso(p.publishedAt ?? p.updatedAt),
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
