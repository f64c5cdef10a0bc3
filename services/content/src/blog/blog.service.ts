import { Injectable } from '@nestjs/common';
import type { BlogCategory, BlogPost as BlogPostView, BlogPostSummary } from '@bli/contracts';
import { NotFoundError } from '@bli/server-kit';
import type { BlogPost } from '../entities';
import { toBlogPostView, toBlogSummary } from './blog.mapper';
import { BlogRepository } from './blog.repository';

export const RELATED_POSTS = 3;

@Injectable()
export class BlogService {
  constructor(private readonly posts: BlogRepository) {}

  async list(filter: { category?: BlogCategory; featured?: boolean }): Promise<BlogPostSummary[]> {
    const where = {
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.featured !== undefined ? { isFeatured: filter.featured } : {}),
    };
    return (await this.posts.find(where)).map(toBlogSummary);
  }

  /**
   * The post plus up to 3 related ones: same category first, then the newest others. An old slug
   * of a renamed post answers the post under its current slug (the page redirects there).
   */
  async bySlug(slug: string): Promise<BlogPostView> {
    const post = (await this.posts.findBySlug(slug)) ?? (await this.posts.findByOldSlug(slug));
    if (!post) throw new NotFoundError(`Blog post "${slug}" not found`);
    return this.view(post);
  }

  /** A post in any state as shoppers would get it: the operators' preview. */
  async preview(id: number): Promise<BlogPostView> {
    const post = await this.posts.findAnyById(id);
    if (!post) throw new NotFoundError(`Post ${id} not found`);
    return this.view(post);
  }

  private async view(post: BlogPost): Promise<BlogPostView> {
    const sameCategory = await this.posts.find(
      { category: post.category, id: { $ne: post.id } },
      RELATED_POSTS,
    );
    const related =
      sameCategory.length >= RELATED_POSTS
        ? sameCategory
        : [
            ...sameCategory,
            ...(await this.posts.find(
              { id: { $nin: [post.id, ...sameCategory.map((p) => p.id)] } },
              RELATED_POSTS - sameCategory.length,
            )),
          ];
    return toBlogPostView(post, related);
  }
}
