import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A Google Tag Manager container id, e.g. GTM-AB12CD3: the only shape ever put in a script. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Hands an event to the tag manager. Without a configured container there is no data layer
 * and nothing happens: no third-party script, no request, nothing queued.
 */
function push(event: Record<string, unknown>): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  window.dataLayer.push(event);
}

/** docs/product-rules.md §2: a page-view event on every route change. */
export function trackPageView(path: string): void {
  push({
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

/** A custom event in the category / label / value shape of docs/product-rules.md §7. */
export function trackEvent(
  action: string,
  { category, label, value }: { category: string; label: string; value?: number },
): void {
  push({
    event: action,
    event_category: category,
    event_label: label,
    ...(value === undefined ? {} : { value }),
  });
}

/** Sends a page view for the first page and after every route change (path or query). */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}

/**
 * The tag manager's loader, only for a configured container id (checked against its shape, so
 * nothing else can reach the inline script). It runs under the page's CSP with the document's
 * nonce and hands that nonce on to the container script it adds (Google's nonce-aware snippet).
 */
export function TagManager({ id, nonce }: { id: string | null; nonce: string }) {
  if (!id || !TAG_MANAGER_ID.test(id)) return null;
  const loader =
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;` +
    `j.src='https://www.googletagmanager.com/gtm.js?id='+i;` +
    `var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));` +
    `f.parentNode.insertBefore(j,f);` +
    `})(window,document,'script','dataLayer','${id}');`;
  // suppressHydrationWarning: browsers hide the nonce attribute, and the client renders none.
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
  );
}
