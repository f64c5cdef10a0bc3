import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated';

/** Tells React to leave the element's children as the server sent them. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A part of a page that never changes in the browser: text, links, tables, structured data — no
 * state and no event handlers. Its code is left out of the page's first-load JavaScript (issue
 * #3's 120 KB budget):
 *
 * - on the server it renders the component, which `load` imported before the route module
 *   finished loading (the route awaits `staticIsland(…)` at its top level; the client build folds
 *   that branch away, so the component is only ever a dynamic import there);
 * - when the page hydrates, React keeps the server's HTML as it is (an element with
 *   `dangerouslySetInnerHTML` is a leaf to hydration; React compares no attributes in
 *   production);
 * - when it mounts on a client-side navigation, or the page moves to another location (the same
 *   route with another path or query), it loads the component with `load` — fetched then, and cached — and
 *   renders it with the current props. Links in it navigate client-side through
 *   `useClientLinks` (root).
 *
 * The wrapper is `display: contents`, so it adds nothing to the layout; use it where a `<div>`
 * is valid (around sections, not inside lists or tables).
 */
export async function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** `everywhere`: the same HTML on every page (the footer), kept across navigations too. */
  { everywhere = false }: { everywhere?: boolean } = {},
): Promise<ComponentType<P>> {
  const server = import.meta.env.SSR && (await load());
  const Client = lazy(async () => ({ default: await load() }));

  function StaticIsland(props: P) {
    const hydrated = useHydrated();
    // The page this mount adopted the server's HTML for: only when it mounted while the page
    // hydrated, and only until the path or query changes (then never again: the HTML is stale).
    // A jump to an #anchor is not a change: re-rendering then would move the page under it.
    const { pathname, search } = useLocation();
    const here = pathname + search;
    const [adopted, setAdopted] = useState<string | null>(hydrated ? null : here);
    if (adopted !== null && adopted !== here && !everywhere) setAdopted(null);

    if (server)
      return (
        <div data-client-links="" className="contents">
          {createElement(server, props)}
        </div>
      );
    if (adopted !== null && (adopted === here || everywhere)) {
      return (
        <div
          data-client-links=""
          className="contents"
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div data-client-links="" className="contents">
        <Suspense fallback={null}>
          <Client {...props} />
        </Suspense>
      </div>
    );
  }
  return StaticIsland;
}
