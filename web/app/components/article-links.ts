/** Paths React Router does not render: the gateway's API, the admin app and resource routes. */
const DOCUMENT_PATHS = /^\/(api|admin)(\/|$)|\.(xml|txt)$/;

/**
 * The in-app path for a link inside article HTML, or null when the browser should handle it
 * (another site, a new tab, a download, a modified click, mailto:, a same-page #anchor, or a
 * path the server answers itself: /api, /admin, sitemap.xml, robots.txt).
 */
export function internalPath(
  anchor: { href: string; target: string; hasDownload: boolean },
  location: { origin: string; pathname: string; search: string },
  click: { button: number; modified: boolean },
): string | null {
  if (click.button !== 0 || click.modified) return null;
  if (anchor.hasDownload || (anchor.target !== '' && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || DOCUMENT_PATHS.test(url.pathname)) return null;
  // A jump within the page: let the browser scroll to the anchor.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
