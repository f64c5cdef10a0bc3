import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useAffiliateClicks } from './components/affiliate-clicks';
import { useBrokenImageFallback } from './components/broken-image-fallback';
import { useCompareButtons } from './components/compare/compare-buttons';
import { RouteSkeleton } from './components/route-skeleton';
import { LazyCompareTray } from './components/compare/lazy-compare-tray';
import { staticIsland } from './components/static-island';
import { SiteHeader } from './components/site-header';
import { useClientLinks } from './components/client-links';
import { TagManager, usePageViews } from './lib/analytics';
import { useNonce } from './lib/csp-nonce';
import { runsScripts } from './lib/document-scripts';
import { PageHead } from './lib/seo/page-head';
import { metadataKey } from './lib/seo/page-key';
import { requestPageMetadata, type PageMetadata } from './lib/seo/page-metadata';
import { siteUrl } from './lib/seo/site-url.server';
import { configuredTagManagerId } from './lib/tag-manager.server';
import { Toaster } from '@bli/ui';

/** The icons' sprite (components/icon-sprite.tsx): server HTML, kept as it is in the browser. */
const IconSprite = await staticIsland(
  () => import('./components/icon-sprite').then((module) => module.IconSprite),
  { everywhere: true },
);

/** The same on every page: kept from the server's HTML, never re-rendered in the browser. */
const SiteFooter = await staticIsland(
  () => import('./components/site-footer').then((module) => module.SiteFooter),
  { everywhere: true },
);

export const links: LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>: the first paint's one
  // render-blocking request (entry.server drops the route modules' modulepreload hints).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The site's configuration for every page, and the first page's metadata from the seo service,
 * asked in parallel with the page's own data. A metadata failure never breaks a page: it is
 * logged and the page renders without it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = metadataKey(url.pathname, url.search);
  let metadata: PageMetadata | null = null;
  try {
    metadata = await requestPageMetadata(key);
  } catch (error) {
    console.warn(`Page metadata for ${key} could not be loaded`, error);
  }
  return { siteUrl: siteUrl(), page: { key, metadata }, tagManagerId: configuredTagManagerId() };
}

/** Loaded once: later pages' metadata comes from the client-side cache (docs/product-rules.md §4). */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // Every script the document emits carries the CSP nonce (entry.server.tsx).
  const nonce = useNonce();
  // A page served as server HTML alone (an operator's preview) loads no script at all.
  const scripts = runsScripts(useMatches());
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root && <PageHead siteUrl={root.siteUrl} initial={root.page} />}
        <Meta />
        <Links nonce={nonce} />
        {root && scripts && <TagManager id={root.tagManagerId} nonce={nonce} />}
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <IconSprite />
        <SiteHeader />
        <div className="flex-1">{children}</div>
        <SiteFooter />
        <Toaster />
        <LazyCompareTray />
        {scripts && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  useClientLinks();
  useAffiliateClicks();
  useBrokenImageFallback();
  useCompareButtons();
  // No query client here: pages read their loaders' answers (lib/loader-queries.tsx), so
  // TanStack Query is not part of every page's first load (issue #3's 120 KB budget).
  return (
    <RouteSkeleton>
      <Outlet />
    </RouteSkeleton>
  );
}

/** Route errors that are not a page's own not-found state: a plain, honest message. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {status === 404 ? '404 Page Not Found' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-slate-600">
        {status === 503
          ? 'Our laptop catalogue is briefly unavailable. Please try again in a minute.'
          : 'Please reload the page or go back to the home page.'}
      </p>
    </main>
  );
}
