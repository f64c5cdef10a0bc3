import { MAX_COMPARED } from '@bli/domain';
import { toast } from '@bli/ui';
import { useLayoutEffect } from 'react';
import { comparedSnapshot, subscribeCompared, toggleCompared } from './compare-store';

const BUTTON = 'a[data-compare-slug]';

/** Every "Add to compare" button on the page shows whether its laptop is in the tray. */
function showPressed(): void {
  const compared = new Set(comparedSnapshot().map((item) => item.slug));
  document.querySelectorAll<HTMLAnchorElement>(BUTTON).forEach((button) => {
    const pressed = String(compared.has(button.dataset.compareSlug ?? ''));
    if (button.getAttribute('aria-pressed') !== pressed)
      button.setAttribute('aria-pressed', pressed);
  });
}

/**
 * One listener for every `AddToCompareButton`: a click toggles the laptop in the compare tray
 * (a full tray says so in a toast), and the buttons' `aria-pressed` follows the tray — when it
 * changes, in this tab or another, and when new buttons appear (client navigation).
 */
export function useCompareButtons(): void {
  useLayoutEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const button = (event.target as Element | null)?.closest?.(BUTTON);
      if (!(button instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      const { compareSlug: slug = '', compareTitle: title = '' } = button.dataset;
      if (toggleCompared({ slug, title }) === 'full') {
        toast({
          title: `You can compare up to ${MAX_COMPARED} laptops`,
          description: 'Remove one from the compare tray first.',
        });
      }
    }
    document.addEventListener('click', onClick);
    const unsubscribe = subscribeCompared(showPressed);
    const observer = new MutationObserver(showPressed);
    observer.observe(document.body, { childList: true, subtree: true });
    showPressed();
    return () => {
      document.removeEventListener('click', onClick);
      unsubscribe();
      observer.disconnect();
    };
  }, []);
}
