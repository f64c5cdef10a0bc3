import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '../lib/site';

/** Title, description, canonical URL and the Open Graph tags of an indexable page. */
export function pageMeta(page: {
  title: string;
  description: string;
  url: string;
}): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: page.url },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    { property: 'og:site_name', content: SITE_NAME },
  ];
}

/** A not-found page: its title (and description, if any), kept out of search results. */
export function notFoundMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The meta of a page whose loader answers `url: null` when it serves a not-found page. */
export function metaOf(
  page: { title: string; description: string; url: string | null } | undefined,
): MetaDescriptor[] {
  if (!page) return [];
  const { title, description, url } = page;
  return url === null ? notFoundMeta(title, description) : pageMeta({ title, description, url });
}
