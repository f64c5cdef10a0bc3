import { AffiliateApi, routeRequest, type Laptop } from '@bli/contracts';
import { isPriceCurrent } from '@bli/domain';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router';

const ASIN = /^[A-Z0-9]{10}$/;

/** Where on the site a buy link sits; logged with the click (the spec's "laptop-details"). */
export type ClickSource =
  'laptop-card' | 'laptop-details' | 'comparison-table' | 'top-pick' | 'deal-card';

type BuyLaptop = Pick<Laptop, 'asin' | 'brand' | 'title' | 'currentPrice' | 'lastUpdated'>;

/**
 * The link that works without JavaScript: our click-logging hop, a plain 302 to the tagged
 * amazon.in page (docs/compliance.md §4). Same origin, so `/api` stays out of search (robots.txt).
 */
export function clickHopHref(asin: string, source: ClickSource, page: string): string {
  const key = `${asin} ${source} ${page}`;
  let href = hops.get(key);
  if (href === undefined) {
    if (hops.size >= HOPS_LIMIT) hops.clear();
    href = routeRequest(AffiliateApi.go, { params: { asin, source, page } }).url;
    hops.set(key, href);
  }
  return href;
}

/**
 * Built hrefs by laptop, source and page: a card links the same hop three times and a range page
 * holds dozens of cards; building the URL each time was a tenth of a card's render on the server.
 */
const hops = new Map<string, string>();
const HOPS_LIMIT = 5_000;

interface AffiliateLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'onClick'
> {
  laptop: BuyLaptop;
  source: ClickSource;
  children: ReactNode;
}

/**
 * A buy link: new tab, `rel="sponsored noopener"`. Without JavaScript (or with a modifier key or
 * middle click) the browser follows the click hop; with JavaScript a plain click runs the spec's
 * buy flow (`useAffiliateClicks`, from the data attributes, so the link needs no script of its
 * own and works inside static islands). A laptop without a valid asin gets plain text.
 */
export function AffiliateLink({ laptop, source, children, ...props }: AffiliateLinkProps) {
  const { pathname } = useLocation();
  if (!ASIN.test(laptop.asin)) return <span className={props.className}>{children}</span>;
  return (
    <a
      href={clickHopHref(laptop.asin, source, pathname)}
      target="_blank"
      rel="sponsored noopener"
      data-affiliate-asin={laptop.asin}
      data-affiliate-source={source}
      data-affiliate-label={`${laptop.brand} ${laptop.title}`}
      data-affiliate-price={isPriceCurrent(laptop.lastUpdated) ? laptop.currentPrice : undefined}
      {...props}
    >
      {children}
    </a>
  );
}
