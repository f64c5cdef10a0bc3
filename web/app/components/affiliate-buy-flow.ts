import { AffiliateApi } from '@bli/contracts';
import { isRetailerUrl } from '@bli/domain';
import { toast } from '@bli/ui';
import { apiCall } from '../lib/api-client';

export interface BuyClick {
  asin: string;
  source: string;
  label: string;
  price: number | undefined;
}

/**
 * docs/product-rules.md §4 "Affiliate link open", once the tab is open: ask for the link and
 * point the tab at it, or say that it failed. Loaded on the first buy click, not with the page.
 */
export async function openAffiliateLink(
  click: BuyClick,
  page: string,
  tab: Window | null,
): Promise<void> {
  try {
    const { affiliateUrl } = await apiCall(AffiliateApi.url, {
      body: { asin: click.asin, source: click.source, page },
    });
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
