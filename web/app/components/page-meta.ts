import type { MetaDescriptor } from 'react-router';

/** A not-found page: its title (and description, if any), kept out of search results. */
export function notFoundMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * A route's own meta. A page that is found has none: the root's PageHead renders its title,
 * description, canonical URL and social tags from the seo service (one source for every page).
 * A page in its not-found state names itself and stays out of search results.
 */
export function metaOf(
  page: { notFound: boolean; title?: string; description?: string } | null | undefined,
): MetaDescriptor[] {
  if (!page?.notFound || !page.title) return [];
  return notFoundMeta(page.title, page.description);
}
