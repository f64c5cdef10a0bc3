import type { Laptop } from '@bli/contracts';
import { dehydrate } from '@tanstack/react-query';
import { redirect } from 'react-router';
import type { Route } from './+types/blog-post';
import { loadPostExtras } from '../components/blog/post-extras.server';
import { PostPage } from '../components/blog/post-page';
import { metaOf } from '../components/page-meta';
import { notFoundOrThrow } from '../lib/loader-failure';
import { contentQueries } from '../lib/queries/content.queries';
import { createQueryClient } from '../lib/query-client';
import type { SeoHandle } from '../lib/seo/page-head';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static part: server HTML, its code loads on client navigation only (static-island.tsx).
const PostNotFound = await staticIsland(() =>
  import('../components/blog/post-not-found').then((module) => module.PostNotFound),
);

const NOT_FOUND = {
  dehydrated: null,
  notFound: true as const,
  title: `Post Not Found | ${SITE_NAME}`,
  description: 'The requested blog post could not be found.',
  url: null,
  post: null,
};

/** Open Graph type of the page (its title and description come from the seo service). */
export const handle: SeoHandle = { ogType: 'article' };

/**
 * The post decides the page; its author (for the "About the author" box) and its embedded
 * laptops are optional: a laptop no longer on sale gets no box. Asked by an old slug, the post
 * answers under its current one: the page moves there for good (301).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const client = createQueryClient();
  try {
    const post = await client.fetchQuery(contentQueries.blogPost(params.slug));
    if (post.slug !== params.slug) throw redirect(`/blog/${post.slug}`, 301);
    const extras = await loadPostExtras(post, client);
    return { dehydrated: dehydrate(client), notFound: false as const, post: extras };
  } catch (error) {
    if (error instanceof Response) throw error;
    return notFoundOrThrow(error, NOT_FOUND, 'The blog is temporarily unavailable');
  }
}

/** Article tags besides the page metadata; a missing post names itself and is not indexed. */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.notFound) return metaOf(loaderData ?? NOT_FOUND);
  const { post } = loaderData;
  return [
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:author', content: post.authorUrl },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
}

export default function BlogPostRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <PostNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <BlogPostPage
        slug={params.slug}
        jsonLd={loaderData.post.jsonLd}
        laptops={loaderData.post.laptops}
      />
    </LoaderQueries>
  );
}

function BlogPostPage({
  slug,
  jsonLd,
  laptops,
}: {
  slug: string;
  jsonLd: object;
  laptops: readonly Laptop[];
}) {
  const { data: post } = useLoaderQuery(contentQueries.blogPost(slug));
  return <PostPage post={post} jsonLd={jsonLd} laptops={laptops} />;
}
