import type { BlogPost } from '@bli/contracts';
import { dehydrate, HydrationBoundary, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import type { Route } from './+types/blog-post';
import { ArticleBody } from '../components/article-body';
import { AuthorBox } from '../components/blog/author-box';
import { blogPostingJsonLd, blogPostMeta } from '../components/blog/blog-copy';
import { PostHeader } from '../components/blog/post-header';
import { PostNotFound } from '../components/blog/post-not-found';
import { RelatedPosts } from '../components/blog/related-posts';
import { ApiError, isNotFound } from '../lib/api-client';
import { contentQueries } from '../lib/queries/content.queries';
import { createQueryClient } from '../lib/query-client';
import { SITE_NAME } from '../lib/site';

const NOT_FOUND = {
  dehydrated: null,
  notFound: true as const,
  title: `Post Not Found | ${SITE_NAME}`,
  description: 'The requested blog post could not be found.',
  url: null,
  post: null,
};

/** The post decides the page; its author (for the "About the author" box) is optional. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const client = createQueryClient();
  try {
    const post = await client.fetchQuery(contentQueries.blogPost(params.slug));
    await client.prefetchQuery(contentQueries.author(post.author.slug));
    const { origin } = new URL(request.url);
    const url = `${origin}/blog/${post.slug}`;
    return {
      dehydrated: dehydrate(client),
      notFound: false as const,
      ...blogPostMeta(post),
      url,
      post: {
        publishedAt: post.publishedAt,
        authorUrl: `${origin}/author/${post.author.slug}`,
        tags: post.tags,
        jsonLd: blogPostingJsonLd(post, url),
      },
    };
  } catch (error) {
    if (isNotFound(error)) return data(NOT_FOUND, { status: 404 });
    if (error instanceof ApiError && error.status >= 500) {
      throw data('The blog is temporarily unavailable', { status: 503 });
    }
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: NOT_FOUND.title }];
  const tags: Route.MetaDescriptors = [
    { title: loaderData.title },
    { name: 'description', content: loaderData.description },
  ];
  if (!loaderData.url || !loaderData.post) return [...tags, { name: 'robots', content: 'noindex' }];
  const { post } = loaderData;
  return [
    ...tags,
    { tagName: 'link', rel: 'canonical', href: loaderData.url },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: loaderData.title },
    { property: 'og:description', content: loaderData.description },
    { property: 'og:url', content: loaderData.url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:author', content: post.authorUrl },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { 'script:ld+json': post.jsonLd },
  ];
}

export default function BlogPostRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <PostNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <BlogPostPage slug={params.slug} />
    </HydrationBoundary>
  );
}

function BlogPostPage({ slug }: { slug: string }) {
  const { data: post } = useSuspenseQuery(contentQueries.blogPost(slug));
  return (
    <main className="pb-16">
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
        <PostHeader post={post} />
        <ArticleBody html={post.content} className="mt-10" />
        <PostFooter post={post} />
      </article>
      <div className="mx-auto mt-16 max-w-6xl px-4">
        <RelatedPosts posts={post.related} />
      </div>
    </main>
  );
}

function PostFooter({ post }: { post: BlogPost }) {
  const { data: author } = useQuery(contentQueries.author(post.author.slug));
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
