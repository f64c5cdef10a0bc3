import { dehydrate, HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import type { Route } from './+types/author';
import { authorJsonLd, authorMeta } from '../components/author/author-copy';
import { AuthorHeader } from '../components/author/author-header';
import { AuthorNotFound } from '../components/author/author-not-found';
import { AuthorStats } from '../components/author/author-stats';
import { ExpertiseList } from '../components/author/expertise-list';
import { FeaturedGuides } from '../components/author/featured-guides';
import { Methodology } from '../components/author/methodology';
import { ApiError, isNotFound } from '../lib/api-client';
import { contentQueries } from '../lib/queries/content.queries';
import { createQueryClient } from '../lib/query-client';
import { SITE_NAME } from '../lib/site';

const NOT_FOUND = {
  dehydrated: null,
  notFound: true as const,
  title: `Author Not Found | ${SITE_NAME}`,
  description: 'The requested author could not be found.',
  url: null,
  jsonLd: null,
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const client = createQueryClient();
  try {
    const author = await client.fetchQuery(contentQueries.author(params.slug));
    const url = `${new URL(request.url).origin}/author/${author.slug}`;
    return {
      dehydrated: dehydrate(client),
      notFound: false as const,
      ...authorMeta(author),
      url,
      jsonLd: authorJsonLd(author, url),
    };
  } catch (error) {
    if (isNotFound(error)) return data(NOT_FOUND, { status: 404 });
    if (error instanceof ApiError && error.status >= 500) {
      throw data('Author profiles are temporarily unavailable', { status: 503 });
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
  if (!loaderData.url || !loaderData.jsonLd)
    return [...tags, { name: 'robots', content: 'noindex' }];
  return [
    ...tags,
    { tagName: 'link', rel: 'canonical', href: loaderData.url },
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: loaderData.title },
    { property: 'og:description', content: loaderData.description },
    { property: 'og:url', content: loaderData.url },
    { property: 'og:site_name', content: SITE_NAME },
    { 'script:ld+json': loaderData.jsonLd },
  ];
}

export default function AuthorRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <AuthorNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <AuthorPage slug={params.slug} />
    </HydrationBoundary>
  );
}

/** "Who wrote it and how it was assessed" (compliance.md): profile, then the testing method. */
function AuthorPage({ slug }: { slug: string }) {
  const { data: author } = useSuspenseQuery(contentQueries.author(slug));
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <AuthorHeader author={author} />
      <AuthorStats stats={author.stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExpertiseList expertise={author.expertise} />
        <FeaturedGuides guides={author.featuredGuides} />
      </div>
      <Methodology html={author.methodology} />
    </main>
  );
}
