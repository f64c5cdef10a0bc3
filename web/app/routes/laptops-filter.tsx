import type { Route } from './+types/laptops-filter';
import { FilterLandingPage } from '../components/filters/filter-landing-page';
import { loadFilterPage } from '../components/filters/filter-page.server';
import { listRefinement } from '../lib/list-refinement';
import { LoaderQueries } from '../lib/loader-queries';
import { requestedPage } from '../lib/paging';
import { siteUrl } from '../lib/seo/site-url.server';
import { FILTER_PAGES } from '../lib/site';

/**
 * The six spec-sheet filter pages (/laptops/amd-processor …), a module of their own so that
 * neither they nor the use-case lists at /laptops/{use case} load the other's code (issue #3).
 * Each path is its own route id (routes.ts); its metadata comes from the seo service.
 */
function filterPageOf(path: string) {
  const slug = path.replace(/\/+$/, '').split('/').pop();
  const page = FILTER_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`${path} is not a filter page`);
  return page;
}

export async function loader({ url, pattern }: Route.LoaderArgs) {
  const page = filterPageOf(pattern || url.pathname);
  return {
    slug: page.slug,
    url: `${siteUrl()}/laptops/${page.slug}`,
    ...(await loadFilterPage(page, requestedPage(url), listRefinement(url.searchParams))),
  };
}

export default function LaptopsFilterRoute({ loaderData }: Route.ComponentProps) {
  const page = filterPageOf(loaderData.slug);
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      <FilterLandingPage
        page={page}
        pageNumber={loaderData.page}
        refinement={loaderData.refinement}
        url={loaderData.url}
        faq={loaderData.faq}
      />
    </LoaderQueries>
  );
}
