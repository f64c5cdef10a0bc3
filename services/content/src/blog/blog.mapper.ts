import type { BlogCategory, BlogPost as BlogPostView, BlogPostSummary } from '@bli/contracts';
import type { BlogPost } from '../entities';
import { sanitiseHtml } from '../sanitising/html-sanitiser';

/** Needs the author loaded (every query here populates it). */
export function toBlogSummary(post: BlogPost): BlogPostSummary {
  const author = post.author.getEntity();
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category as BlogCategory,
    tags: post.tags,
    author: { slug: author.slug, name: author.name },
    featuredImage: post.featuredImage,
    readTime: post.readTime,
    viewCount: post.viewCount,
    // Published posts always have it; the update time stands in for a row that has not.
    publishedAt: (post.publishedAt ?? post.updatedAt).toISOString(),
    isFeatured: post.isFeatured,
  };
}

/** The body is sanitised again on the way out, whatever was stored. */
export function toBlogPostView(post: BlogPost, related: BlogPost[]): BlogPostView {
  return {
    ...toBlogSummary(post),
    content: sanitiseHtml(post.content),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    laptopSlugs: post.laptopSlugs,
    updatedAt: post.updatedAt.toISOString(),
    related: related.map(toBlogSummary),
  };
}
