import { isRetailerUrl } from '@bli/domain';
import { toast } from '@bli/ui';
import { useLayoutEffect } from 'react';
import { trackEvent } from '../lib/analytics';
import { apiRequest } from '../lib/api-client';

interface BuyClick {
  asin: string;
  source: string;
  label: string;
  price: number | undefined;
}

/**
 * docs/product-rules.md §4 "Affiliate link open": track the click, ask for the link, open it in a new tab, or
 * say that it failed. The tab is opened at once, inside the click, so popup blockers allow it;
 * it is pointed at amazon.in when the link arrives (and closed again if it does not).
 */
async function openAffiliateLink(click: BuyClick, page: string): Promise<void> {
  trackEvent('affiliate_click', { category: 'laptop', label: click.label, value: click.price });
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { affiliateUrl } = await apiRequest<{ affiliateUrl: string }>(
      'POST',
      '/api/affiliate/url',
      { asin: click.asin, source: click.source, page },
    );
    if (!isRetailerUrl(affiliateUrl))
      throw new Error('The affiliate link is not an amazon.in link');
    if (tab) tab.location.replace(affiliateUrl);
    else window.location.assign(affiliateUrl);
    toast({ title: 'Redirecting to Amazon', description: 'Opening Amazon in a new tab...' });
  } catch {
    tab?.close();
    toast({
      title: 'Error',
      description: 'Failed to generate affiliate link',
      variant: 'destructive',
    });
  }
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
      void openAffiliateLink(
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
