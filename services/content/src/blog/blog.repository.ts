import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost, BlogSlugRedirect } from '../entities';

/**
 * Shoppers' reads: published posts only; drafts, scheduled and unpublished ones do not exist here
 * (but for `findAnyById`, the operators' preview).
 */
@Injectable()
export class BlogRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with its author in the same query. */
  find(where: FilterQuery<BlogPost>, limit?: number): Promise<BlogPost[]> {
    return this.em.find(
      BlogPost,
      { $and: [where, { state: 'published' }] },
      {
        populate: ['author'],
        orderBy: { publishedAt: 'desc', id: 'desc' },
        limit,
      },
    );
  }

  findBySlug(slug: string): Promise<BlogPost | null> {
    return this.em.findOne(BlogPost, { slug, state: 'published' }, { populate: ['author'] });
  }

  /** A post in any state: only the operators' preview asks for one. */
  findAnyById(id: number): Promise<BlogPost | null> {
    return this.em.findOne(BlogPost, { id }, { populate: ['author'] });
  }

  /** The published post an old slug of its leads to. */
  async findByOldSlug(slug: string): Promise<BlogPost | null> {
    const redirect = await this.em.findOne(
      BlogSlugRedirect,
      { slug, post: { state: 'published' } },
      { populate: ['post.author'] },
    );
    return redirect?.post.getEntity() ?? null;
  }

  findBySlugs(slugs: string[]): Promise<BlogPost[]> {
    return slugs.length === 0
      ? Promise.resolve([])
      : this.em.find(BlogPost, { slug: { $in: slugs }, state: 'published' });
  }
}
