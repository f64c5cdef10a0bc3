import { useLayoutEffect } from 'react';
import { trackEvent } from '../lib/analytics';
import type { BuyClick } from './affiliate-buy-flow';

/**
 * docs/product-rules.md §4 "Affiliate link open": track the click and open the tab at once,
 * inside the click, so popup blockers allow it; the rest of the flow (ask for the link, point
 * the tab at amazon.in or close it again) loads with the first click.
 */
function startBuyFlow(click: BuyClick, page: string): void {
  trackEvent('affiliate_click', { category: 'laptop', label: click.label, value: click.price });
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  void import('./affiliate-buy-flow').then(
    ({ openAffiliateLink }) => openAffiliateLink(click, page, tab),
    () => {
      tab?.close();
    },
  );
}

/**
 * One listener for every buy link on the page (`AffiliateLink`'s data attributes): a plain left
 * click runs the buy flow; a modifier key or another button leaves the browser to follow the hop.
 */
export function useAffiliateClicks(): void {
  useLayoutEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-affiliate-asin]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      const { affiliateAsin, affiliateSource, affiliateLabel, affiliatePrice } = link.dataset;
      const price = affiliatePrice ? Number(affiliatePrice) : undefined;
      startBuyFlow(
        {
          asin: affiliateAsin ?? '',
          source: affiliateSource ?? '',
          label: affiliateLabel ?? '',
          price: Number.isFinite(price) ? price : undefined,
        },
        window.location.pathname,
      );
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
