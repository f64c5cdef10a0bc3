import type { GuideSection, KnowledgeCategory, KnowledgeGuide } from '@bli/contracts';
import type { ComponentProps } from 'react';
import type { Route } from './+types/guide';
import { BreadcrumbJsonLd } from '../components/breadcrumbs';
import { otherGuidesInCategory, sectionFromPath } from '../components/knowledge/knowledge-model';
import { metaOf, notFoundMeta } from '../components/page-meta';
import { dehydratedData } from '../lib/dehydrated';
import { notFoundOrThrow } from '../lib/loader-failure';
import { prefetch } from '../lib/prefetch';
import { contentQueries } from '../lib/queries/content.queries';
import type { SeoHandle } from '../lib/seo/page-head';
import { SITE_NAME } from '../lib/site';
import { LoaderQueries, useLoaderQuery } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const ArticleBody = await staticIsland(() =>
  import('../components/article-body').then((module) => module.ArticleBody),
);
const GuideHeader = await staticIsland(() =>
  import('../components/knowledge/guide-header').then((module) => module.GuideHeader),
);
const GuideNotFound = await staticIsland(() =>
  import('../components/knowledge/guide-not-found').then((module) => module.GuideNotFound),
);
const RelatedGuides = await staticIsland(() =>
  import('../components/knowledge/related-guides').then((module) => module.RelatedGuides),
);

const NOT_FOUND_TITLE = `Guide Not Found | ${SITE_NAME}`;

/**
 * One module for every guide section (/processors/:slug, /memory/:slug, …): the section is
 * the first segment of the requested path. The hub is read only to list the category's other
 * guides; just those few links reach the page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const section = sectionFromPath(url.pathname);
  const guideQuery = contentQueries.guide(section as GuideSection, params.slug);
  const hubQuery = contentQueries.knowledgeHub();
  try {
    const [dehydrated, hubState] = await Promise.all([prefetch(guideQuery), prefetch(hubQuery)]);
    const guide = dehydratedData<KnowledgeGuide>(dehydrated, guideQuery.queryKey);
    const hub = dehydratedData<KnowledgeCategory[]>(hubState, hubQuery.queryKey);
    return {
      notFound: false as const,
      dehydrated,
      section,
      relatedGuides: otherGuidesInCategory(hub, guide.category.slug, guide.path),
    };
  } catch (error) {
    return notFoundOrThrow(error, {
      notFound: true as const,
      dehydrated: null,
      section,
      relatedGuides: [],
      title: NOT_FOUND_TITLE,
      description: 'The requested guide could not be found.',
    });
  }
}

/** A found guide's metadata comes from the seo service (root PageHead). */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta(NOT_FOUND_TITLE);
  return metaOf(loaderData);
}

/** Open Graph type of the page. */
export const handle: SeoHandle = { ogType: 'article' };

export default function GuideRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) return <GuideNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <GuidePage
        section={loaderData.section}
        slug={params.slug}
        relatedGuides={loaderData.relatedGuides}
      />
    </LoaderQueries>
  );
}

function GuidePage({
  section,
  slug,
  relatedGuides,
}: {
  section: string;
  slug: string;
  relatedGuides: ComponentProps<typeof RelatedGuides>['guides'];
}) {
  const { data: guide } = useLoaderQuery(contentQueries.guide(section as GuideSection, slug));
  return (
    <main className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:py-10">
      <BreadcrumbJsonLd
        items={[
          { label: 'Home', to: '/' },
          { label: 'Knowledge Hub', to: '/knowledge-hub' },
          { label: guide.title },
        ]}
      />
      <GuideHeader guide={guide} />
      <article aria-label={guide.title}>
        <ArticleBody html={guide.article} />
      </article>
      <RelatedGuides categoryTitle={guide.category.title} guides={relatedGuides} />
    </main>
  );
}
