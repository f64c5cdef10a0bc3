import { dehydrate } from '@tanstack/react-query';
import type { Route } from './+types/author';
import { authorJsonLd } from '../components/author/author-copy';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { JsonLd } from '../components/json-ld';
import { metaOf } from '../components/page-meta';
import { notFoundOrThrow } from '../lib/loader-failure';
import { contentQueries } from '../lib/queries/content.queries';
import { createQueryClient } from '../lib/query-client';
import type { SeoHandle } from '../lib/seo/page-head';
import { siteUrl } from '../lib/seo/site-url.server';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const AuthorHeader = await staticIsland(() =>
  import('../components/author/author-header').then((module) => module.AuthorHeader),
);
const AuthorStats = await staticIsland(() =>
  import('../components/author/author-stats').then((module) => module.AuthorStats),
);
const ExpertiseList = await staticIsland(() =>
  import('../components/author/expertise-list').then((module) => module.ExpertiseList),
);
const FeaturedGuides = await staticIsland(() =>
  import('../components/author/featured-guides').then((module) => module.FeaturedGuides),
);
const Methodology = await staticIsland(() =>
  import('../components/author/methodology').then((module) => module.Methodology),
);
const AuthorNotFound = await staticIsland(() =>
  import('../components/author/author-not-found').then((module) => module.AuthorNotFound),
);

const NOT_FOUND = {
  dehydrated: null,
  notFound: true as const,
  title: `Author Not Found | ${SITE_NAME}`,
  description: 'The requested author could not be found.',
  url: null,
  jsonLd: null,
};

/** Open Graph type of the page (its title and description come from the seo service). */
export const handle: SeoHandle = { ogType: 'profile' };

export async function loader({ params }: Route.LoaderArgs) {
  const client = createQueryClient();
  try {
    const author = await client.fetchQuery(contentQueries.author(params.slug));
    const url = `${siteUrl()}/author/${author.slug}`;
    return {
      dehydrated: dehydrate(client),
      notFound: false as const,
      jsonLd: authorJsonLd(author, url),
    };
  } catch (error) {
    return notFoundOrThrow(error, NOT_FOUND, 'Author profiles are temporarily unavailable');
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return metaOf(loaderData ?? NOT_FOUND);
}

export default function AuthorRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <AuthorNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <AuthorPage slug={params.slug} jsonLd={loaderData.jsonLd} />
    </LoaderQueries>
  );
}

/** "Who wrote it and how it was assessed" (docs/compliance.md): profile, then the testing method. */
function AuthorPage({ slug, jsonLd }: { slug: string; jsonLd: object }) {
  const { data: author } = useLoaderQuery(contentQueries.author(slug));
  return (
    <main className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:py-12">
      <JsonLd data={jsonLd} />
      <BreadcrumbJsonLd items={[{ label: 'Home', to: '/' }, { label: author.name }]} />
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
