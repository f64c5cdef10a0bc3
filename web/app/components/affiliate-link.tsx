import type { Laptop } from '@bli/contracts';
import { isPriceCurrent, isRetailerUrl } from '@bli/domain';
import { useToast } from '@bli/ui';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../lib/analytics';
import { apiRequest } from '../lib/api-client';

const ASIN = /^[A-Z0-9]{10}$/;

/** Where on the site a buy link sits; logged with the click (the spec's "laptop-details"). */
export type ClickSource = 'laptop-card' | 'laptop-details' | 'comparison-table' | 'top-pick';

type BuyLaptop = Pick<Laptop, 'asin' | 'brand' | 'title' | 'currentPrice' | 'lastUpdated'>;

/**
 * The link that works without JavaScript: our click-logging hop, a plain 302 to the tagged
 * amazon.in page (compliance.md §4). Same origin, so `/api` stays out of search (robots.txt).
 */
export function clickHopHref(asin: string, source: ClickSource, page: string): string {
  const query = new URLSearchParams({ source, page });
  return `/api/affiliate/go/${asin}?${query.toString()}`;
}

/**
 * Spec §4 "Affiliate link open": track the click, ask for the link, open it in a new tab, or
 * say that it failed. The tab is opened at once, inside the click, so popup blockers allow it;
 * it is pointed at amazon.in when the link arrives (and closed again if it does not).
 */
async function openAffiliateLink(
  laptop: BuyLaptop,
  source: ClickSource,
  page: string,
  toast: ReturnType<typeof useToast>['toast'],
): Promise<void> {
  trackEvent('affiliate_click', {
    category: 'laptop',
    label: `${laptop.brand} ${laptop.title}`,
    value: isPriceCurrent(laptop.lastUpdated) ? laptop.currentPrice : undefined,
  });
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { affiliateUrl } = await apiRequest<{ affiliateUrl: string }>(
      'POST',
      '/api/affiliate/url',
      { asin: laptop.asin, source, page },
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

interface AffiliateLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
> {
  laptop: BuyLaptop;
  source: ClickSource;
  children: ReactNode;
}

/**
 * A buy link: new tab, `rel="sponsored noopener"`. Without JavaScript (or with a modifier key or
 * middle click) the browser follows the click hop; with JavaScript a plain click runs the spec's
 * buy flow. A laptop without a valid asin gets plain text, never a link.
 */
export function AffiliateLink({ laptop, source, children, onClick, ...props }: AffiliateLinkProps) {
  const { pathname } = useLocation();
  const { toast } = useToast();
  if (!ASIN.test(laptop.asin)) return <span className={props.className}>{children}</span>;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick) return;
    event.preventDefault();
    void openAffiliateLink(laptop, source, pathname, toast);
  };
  return (
    <a
      href={clickHopHref(laptop.asin, source, pathname)}
      target="_blank"
      rel="sponsored noopener"
      onClick={handleClick}
      {...props}
    >
      {children}
    </a>
  );
}
