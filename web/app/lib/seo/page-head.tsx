import { useLocation, useMatches, type UIMatch } from 'react-router';
import { SITE_NAME } from '../site';
import { canonicalPath } from './page-key';
import { usePageMetadata, type InitialMetadata } from './use-page-metadata';

/** The social image of every page (docs/product-rules.md §9): /og-default.jpg, 1200 × 630. */
export const OG_IMAGE = {
  path: '/og-default.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: compare laptops in India by budget, specification and use case`,
};

/** What a route module may say in its `handle` about its page. */
export interface SeoHandle {
  /** Open Graph type of the page; "website" unless said. */
  ogType?: 'website' | 'article' | 'profile' | 'product';
}

/**
 * A page in its not-found state names itself through its own `meta` export (title, noindex);
 * its loader says so with `notFound: true` (or `kind: "not-found"`), or it is the 404 route.
 */
function showsNotFound(match: UIMatch | undefined): boolean {
  if (!match) return true;
  if (match.id === 'routes/not-found') return true;
  const data = match.loaderData as { notFound?: unknown; kind?: unknown } | null | undefined;
  return data?.notFound === true || data?.kind === 'not-found';
}

/**
 * The head tags of the page on screen, from the seo service: title, description, canonical URL,
 * Open Graph and Twitter tags with the site name and the default image. Server-rendered for the
 * first page; kept current on client navigation (see usePageMetadata).
 */
export function PageHead({ siteUrl, initial }: { siteUrl: string; initial: InitialMetadata }) {
  const metadata = usePageMetadata(initial);
  const location = useLocation();
  const leaf = useMatches().at(-1);
  if (!metadata || showsNotFound(leaf)) return null;
  const url = `${siteUrl}${canonicalPath(location.pathname, location.search)}`;
  const image = `${siteUrl}${OG_IMAGE.path}`;
  const ogType = (leaf?.handle as SeoHandle | undefined)?.ogType ?? 'website';
  return (
    <>
      <title>{metadata.title}</title>
      <meta name="description" content={metadata.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:title" content={metadata.title} />
      <meta property="og:description" content={metadata.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={metadata.title} />
      <meta name="twitter:description" content={metadata.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={OG_IMAGE.alt} />
    </>
  );
}
