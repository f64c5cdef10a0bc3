import { HydrationBoundary } from '@tanstack/react-query';
import { data } from 'react-router';
import type { Route } from './+types/laptops-category';
import { FilterLandingPage } from '../components/filters/filter-landing-page';
import { loadFilterPage } from '../components/filters/filter-loader';
import { notFoundMeta, pageMeta } from '../components/page-meta';
import { PAGE_NOT_FOUND_TITLE, PageNotFound } from '../components/page-not-found';
import { loadUseCasePage } from '../components/use-case-list/use-case-loader';
import { UseCaseListPage } from '../components/use-case-list/use-case-page';
import { FILTER_PAGES } from '../lib/site';

const filterPageFor = (slug: string) => FILTER_PAGES.find((page) => page.slug === slug);

/**
 * /laptops/{category} serves two kinds of page (NOTES.md): the six spec-sheet filter pages, and
 * otherwise the use case of that slug from the content API. A slug that is neither is the
 * site's 404 page.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const filterPage = filterPageFor(params.category);
  if (filterPage) return { kind: 'filter' as const, ...(await loadFilterPage(filterPage, url)) };
  const useCasePage = await loadUseCasePage(params.category, url);
  if (useCasePage) return { kind: 'use-case' as const, ...useCasePage };
  return data({ kind: 'not-found' as const }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === 'not-found') return notFoundMeta(PAGE_NOT_FOUND_TITLE);
  const { title, description, url } = loaderData;
  return pageMeta({ title, description, url });
}

export default function LaptopsCategoryRoute({ loaderData, params }: Route.ComponentProps) {
  const filterPage = filterPageFor(params.category);
  if (loaderData.kind === 'not-found') return <PageNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      {loaderData.kind === 'filter' && filterPage ? (
        <FilterLandingPage
          page={filterPage}
          url={loaderData.url}
          description={loaderData.description}
        />
      ) : (
        <UseCaseListPage
          slug={params.category}
          url={loaderData.url}
          description={loaderData.description}
        />
      )}
    </HydrationBoundary>
  );
}
