import { data } from 'react-router';
import type { Route } from './+types/laptops-category';
import { FilterLandingPage } from '../components/filters/filter-landing-page';
import { loadFilterPage } from '../components/filters/filter-loader';
import { notFoundMeta } from '../components/page-meta';
import { PAGE_NOT_FOUND_TITLE, PageNotFound } from '../components/page-not-found';
import { loadUseCasePage } from '../components/use-case-list/use-case-loader';
import { UseCaseListPage } from '../components/use-case-list/use-case-page';
import { siteUrl } from '../lib/seo/site-url.server';
import { FILTER_PAGES } from '../lib/site';
import { LoaderQueries } from '../lib/loader-queries';

const filterPageFor = (slug: string) => FILTER_PAGES.find((page) => page.slug === slug);

/**
 * /laptops/{category} serves two kinds of page (NOTES.md): the six spec-sheet filter pages, and
 * otherwise the use case of that slug from the content API. A slug that is neither is the
 * site's 404 page.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const url = `${siteUrl()}/laptops/${params.category}`;
  const filterPage = filterPageFor(params.category);
  if (filterPage) return { kind: 'filter' as const, url, ...(await loadFilterPage(filterPage)) };
  const useCasePage = await loadUseCasePage(params.category);
  if (useCasePage) return { kind: 'use-case' as const, url, ...useCasePage };
  return data({ kind: 'not-found' as const }, { status: 404 });
}

/** A found page's metadata comes from the seo service (root PageHead). */
export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === 'not-found') return notFoundMeta(PAGE_NOT_FOUND_TITLE);
  return [];
}

export default function LaptopsCategoryRoute({ loaderData, params }: Route.ComponentProps) {
  const filterPage = filterPageFor(params.category);
  if (loaderData.kind === 'not-found') return <PageNotFound />;
  return (
    <LoaderQueries state={loaderData.dehydrated}>
      {loaderData.kind === 'filter' && filterPage ? (
        <FilterLandingPage page={filterPage} url={loaderData.url} />
      ) : (
        <UseCaseListPage slug={params.category} url={loaderData.url} />
      )}
    </LoaderQueries>
  );
}
