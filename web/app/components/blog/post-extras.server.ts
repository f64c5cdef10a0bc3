import type { BlogPost } from '@bli/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { fetchEmbeddedLaptops } from '../../lib/embedded-laptops.server';
import { contentQueries } from '../../lib/queries/content.queries';
import { siteUrl } from '../../lib/seo/site-url.server';
import { blogPostingJsonLd } from './blog-copy';

/**
 * What a post's page needs besides the post, fetched together: its author for the "About the
 * author" box (into `client`; optional, the page asks again in the browser when it failed), its
 * embedded laptops in one call (the laptops travel as loader data for the static product
 * boxes, not as queries), and its article tags and structured data on the public origin.
 */
export async function loadPostExtras(post: BlogPost, client: QueryClient) {
  const [, laptops] = await Promise.all([
    client.prefetchQuery(contentQueries.author(post.author.slug)),
    fetchEmbeddedLaptops(post.laptopSlugs),
  ]);
  const origin = siteUrl();
  return {
    publishedAt: post.publishedAt,
    authorUrl: `${origin}/author/${post.author.slug}`,
    tags: post.tags,
    jsonLd: blogPostingJsonLd(post, `${origin}/blog/${post.slug}`),
    laptops,
  };
}
