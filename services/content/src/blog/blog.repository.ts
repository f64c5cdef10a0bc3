import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../entities';

@Injectable()
export class BlogRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, each with its author in the same query. */
  find(where: FilterQuery<BlogPost>, limit?: number): Promise<BlogPost[]> {
    return this.em.find(BlogPost, where, {
      populate: ['author'],
      orderBy: { publishedAt: 'desc', id: 'desc' },
      limit,
    });
  }

  findBySlug(slug: string): Promise<BlogPost | null> {
    return this.em.findOne(BlogPost, { slug }, { populate: ['author'] });
  }

  findBySlugs(slugs: string[]): Promise<BlogPost[]> {
    return slugs.length === 0
      ? Promise.resolve([])
      : this.em.find(BlogPost, { slug: { $in: slugs } });
  }
}
