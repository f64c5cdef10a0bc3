import type { AdminPost, AdminPostSummary, PostRevision, PostSnapshot } from '@bli/contracts';
import type { BlogCategory } from '@bli/contracts';
import type { BlogPost, BlogPostRevision } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Needs the author loaded. */
export function toAdminPostSummary(post: BlogPost): AdminPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    category: post.category as BlogCategory,
    authorSlug: post.author.getEntity().slug,
    state: post.state,
    publishAt: iso(post.publishAt),
    publishedAt: iso(post.publishedAt),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** Needs the author loaded; the body is sanitised again on the way out. */
export function toAdminPost(post: BlogPost, redirectsFrom: string[]): AdminPost {
  return {
    ...toAdminPostSummary(post),
    excerpt: post.excerpt,
    markdown: post.markdown,
    html: sanitiseHtml(post.content),
    featuredImage: post.featuredImage,
    tags: post.tags,
    isFeatured: post.isFeatured,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    laptopSlugs: post.laptopSlugs,
    readTime: post.readTime,
    redirectsFrom,
    revision: post.revision,
    createdAt: post.createdAt.toISOString(),
  };
}

/** The fields a revision keeps. Needs the author loaded. */
export function snapshotOf(post: BlogPost): PostSnapshot {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category as BlogCategory,
    excerpt: post.excerpt,
    markdown: post.markdown,
    featuredImage: post.featuredImage,
    authorSlug: post.author.getEntity().slug,
    tags: post.tags,
    isFeatured: post.isFeatured,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    laptopSlugs: post.laptopSlugs,
  };
}

export function toPostRevision(revision: BlogPostRevision): PostRevision {
  return {
    number: revision.number,
    operator: revision.operator,
    at: revision.at.toISOString(),
    fields: revision.fields,
  };
}
