import { Injectable } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { EditorialState, PageRequest, PostSnapshot } from '@bli/contracts';
import { ConflictError } from '@bli/server-kit';
import {
  Author,
  BlogPost,
  BlogPostRevision,
  BlogSlugRedirect,
  ContentAuditEntry,
} from '../entities';
import {
  auditEntry,
  likeEscaped,
  publishDueIn,
  type NewAuditEntry,
} from '../editorial/editorial-writes.repository';

export interface AdminPostFilter {
  q?: string;
  state?: EditorialState;
}

/** What one save writes besides the post: its revision, audit entries, redirect changes. */
export interface PostSave {
  revision?: { fields: PostSnapshot; operator: string; at: Date };
  audit: NewAuditEntry[];
  keepRedirectFrom?: string | null;
  dropRedirect?: string | null;
}

/** The audit log's name for posts. */
export const POST_KIND = 'post';

/** The post editor's queries and writes. */
@Injectable()
export class PostEditorRepository {
  constructor(private readonly em: EntityManager) {}

  /** Any state, the latest change first; `q` finds words of the title or slug. */
  async findPage(
    filter: AdminPostFilter,
    page: PageRequest,
  ): Promise<{ rows: BlogPost[]; total: number }> {
    const where: FilterQuery<BlogPost>[] = [];
    if (filter.q) {
      const pattern = `%${likeEscaped(filter.q)}%`;
      where.push({ $or: [{ title: { $ilike: pattern } }, { slug: { $ilike: pattern } }] });
    }
    if (filter.state) where.push({ state: filter.state });
    const query: FilterQuery<BlogPost> = where.length ? { $and: where } : {};
    const [rows, total] = await Promise.all([
      this.em.find(BlogPost, query, {
        populate: ['author'],
        orderBy: { updatedAt: 'desc', id: 'desc' },
        limit: page.pageSize,
        offset: (page.page - 1) * page.pageSize,
      }),
      this.em.count(BlogPost, query),
    ]);
    return { rows, total };
  }

  findById(id: number): Promise<BlogPost | null> {
    return this.em.findOne(BlogPost, { id }, { populate: ['author'] });
  }

  findAuthor(slug: string): Promise<Author | null> {
    return this.em.findOne(Author, { slug });
  }

  /** Whether another post has the slug, or keeps it as a redirect. */
  async slugTakenByOther(slug: string, postId: number | null): Promise<boolean> {
    const other = postId === null ? {} : { id: { $ne: postId } };
    const [post, redirect] = await Promise.all([
      this.em.findOne(BlogPost, { slug, ...other }, { fields: ['id'] }),
      this.em.findOne(
        BlogSlugRedirect,
        { slug, ...(postId === null ? {} : { post: { $ne: postId } }) },
        { fields: ['id'] },
      ),
    ]);
    return post !== null || redirect !== null;
  }

  async redirectsOf(postId: number): Promise<string[]> {
    const rows = await this.em.find(
      BlogSlugRedirect,
      { post: postId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map((row) => row.slug);
  }

  findRevisions(postId: number): Promise<BlogPostRevision[]> {
    return this.em.find(BlogPostRevision, { post: postId }, { orderBy: { number: 'desc' } });
  }

  findRevision(postId: number, number: number): Promise<BlogPostRevision | null> {
    return this.em.findOne(BlogPostRevision, { post: postId, number });
  }

  /**
   * Writes the post with its revision, audit entries and redirect changes as one; a slug or
   * revision another save took meanwhile is a 409, not a 500.
   */
  async save(post: BlogPost, save: PostSave): Promise<void> {
    const em = this.em;
    em.persist(post);
    if (save.revision) {
      em.persist(
        em.create(BlogPostRevision, {
          post,
          number: post.revision,
          fields: save.revision.fields,
          operator: save.revision.operator,
          at: save.revision.at,
        }),
      );
    }
    if (save.dropRedirect) {
      const own = await em.findOne(BlogSlugRedirect, { slug: save.dropRedirect, post });
      if (own) em.remove(own);
    }
    if (save.keepRedirectFrom) {
      em.persist(
        em.create(BlogSlugRedirect, { slug: save.keepRedirectFrom, post, createdAt: new Date() }),
      );
    }
    try {
      await em.flush();
      for (const entry of save.audit) em.persist(this.auditEntry(post.id, entry));
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError('The post changed meanwhile, or its slug is in use: reload it');
      throw error;
    }
  }

  /** Publishes every scheduled post whose time has come (`publishDueIn`); answers their ids. */
  publishDue(now: Date): Promise<number[]> {
    return this.em.transactional(async (em) => {
      const published = await publishDueIn(em, 'blog_posts', POST_KIND, now);
      await em.flush();
      return published;
    });
  }

  private auditEntry(entryId: number, entry: NewAuditEntry): ContentAuditEntry {
    return auditEntry(this.em, POST_KIND, entryId, entry);
  }
}
