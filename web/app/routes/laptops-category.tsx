import { data } from 'react-router';
import type { Route } from './+types/laptops-category';
import { PageNotFound, pageNotFoundMeta } from '../components/page-not-found';
import { loadUseCasePage } from '../components/use-case-list/use-case-loader';
import { requestedPage } from '../lib/paging';
import { siteUrl } from '../lib/seo/site-url.server';
import { LoaderQueries } from '../lib/loader-queries';
import { staticIsland } from '../components/static-island';

// Static parts: server HTML, their code loads on client navigation only (static-island.tsx).
const UseCaseListPage = await staticIsland(() =>
  import('../components/use-case-list/use-case-page').then((module) => module.UseCaseListPage),
);

/**
 * /laptops/{category} is shared by two kinds of page (docs/product-rules.md §10): the six spec-sheet filter pages
 * have their own routes (routes/laptops-filter.tsx, matched first); any other slug is the use case
 * of that slug from the content API, or else the site's 404 page.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = `${siteUrl()}/laptops/${params.category}`;
  const useCasePage = await loadUseCasePage(params.category, requestedPage(new URL(request.url)));
  if (useCasePage) return { kind: 'use-case' as const, url, ...useCasePage };
  return data({ kind: 'not-found' as const }, { status: 404 });
}

/** A found page's metadata comes from the seo service (root PageHead). */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === 'not-found') return pageNotFoundMeta();
  return [];
}

export default function LaptopsCategoryRoute({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === 'not-found') return <PageNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <UseCaseListPage
        slug={params.category}
        page={loaderData.page}
        url={loaderData.url}
        picks={loaderData.picks}
      />
    </LoaderQueries>
  );
}
