import type { BlogPost, Laptop } from '@bli/contracts';
import { dehydrate } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/blog-post';
import { blogPostingJsonLd } from '../components/blog/blog-copy';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { JsonLd } from '../components/json-ld';
import { metaOf } from '../components/page-meta';
import { notFoundOrThrow } from '../lib/loader-failure';
import { catalogueQueries } from '../lib/queries/catalogue.queries';
import { contentQueries } from '../lib/queries/content.queries';
import { createQueryClient } from '../lib/query-client';
import type { SeoHandle } from '../lib/seo/page-head';
import { siteUrl } from '../lib/seo/site-url.server';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { useOptionalQuery } from '../lib/use-optional-query';
import { PostHeader } from '../components/blog/post-header';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
// Not the header: its share button is interactive.
const ArticleBody = await staticIsland(() =>
  import('../components/article-body').then((module) => module.ArticleBody),
);
const AuthorBox = await staticIsland(() =>
  import('../components/blog/author-box').then((module) => module.AuthorBox),
);
const RelatedPosts = await staticIsland(() =>
  import('../components/blog/related-posts').then((module) => module.RelatedPosts),
);
const PostLaptops = await staticIsland(() =>
  import('../components/blog/post-laptops').then((module) => module.PostLaptops),
);
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
 * laptops are optional: a laptop the catalogue no longer answers gets no box. Asked by an old
 * slug, the post answers under its current one: the page moves there for good (301).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const client = createQueryClient();
  try {
    const post = await client.fetchQuery(contentQueries.blogPost(params.slug));
    if (post.slug !== params.slug) throw redirect(`/blog/${post.slug}`, 301);
    // The laptops travel as loader data for the static product boxes, not as queries.
    const laptopsClient = createQueryClient();
    const [, ...laptops] = await Promise.allSettled([
      client.prefetchQuery(contentQueries.author(post.author.slug)),
      ...post.laptopSlugs.map((slug) => laptopsClient.fetchQuery(catalogueQueries.laptop(slug))),
    ]);
    const origin = siteUrl();
    const url = `${origin}/blog/${post.slug}`;
    return {
      dehydrated: dehydrate(client),
      notFound: false as const,
      post: {
        publishedAt: post.publishedAt,
        authorUrl: `${origin}/author/${post.author.slug}`,
        tags: post.tags,
        jsonLd: blogPostingJsonLd(post, url),
        laptops: laptops.flatMap((result) =>
          result.status === 'fulfilled' && result.value ? [result.value] : [],
        ),
      },
    };
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
  laptops: Laptop[];
}) {
  const { data: post } = useLoaderQuery(contentQueries.blogPost(slug));
  return (
    <main className="pb-16">
      <JsonLd data={jsonLd} />
      <BreadcrumbJsonLd
        items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]}
      />
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
        <PostHeader post={post} />
        <ArticleBody html={post.content} className="mt-10" />
        <PostLaptops laptops={laptops} />
        <PostFooter post={post} />
      </article>
      <div className="mx-auto mt-16 max-w-6xl px-4">
        <RelatedPosts posts={post.related} />
      </div>
    </main>
  );
}

function PostFooter({ post }: { post: BlogPost }) {
  const { data: author } = useOptionalQuery(contentQueries.author(post.author.slug));
  return (
    <footer className="mt-12 space-y-8 border-t border-slate-200 pt-8">
      {author && <AuthorBox author={author} />}
      <Link
        to="/blog"
        className="inline-flex items-center gap-1 text-sm font-medium text-orange-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All blog articles
      </Link>
    </footer>
  );
}
