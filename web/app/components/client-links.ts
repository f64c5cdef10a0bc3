import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { internalPath } from './article-links';

/**
 * Links that are plain `<a>` elements rather than `<Link>`s — inside static islands and article
 * HTML, both marked `data-client-links` — navigate in the app on a plain left click, as `<Link>`
 * would; anything else (new tab, modifier key, another site, /api…, a link with role="button")
 * is left to the browser or to that link's own listener.
 */
export function useClientLinks(): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-client-links]')) return;
      // A link that acts as a button ("Add to compare") has a listener of its own.
      if (anchor.getAttribute('role') === 'button') return;
      const path = internalPath(
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        window.location,
        {
          button: event.button,
          modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
      );
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
