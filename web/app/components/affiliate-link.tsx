import type { AnchorHTMLAttributes, ReactNode } from 'react';

const RETAILER_HOSTS = new Set(['www.amazon.in', 'amazon.in']);

/** True only for https links to amazon.in: we never send a shopper anywhere else. */
export function isRetailerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && RETAILER_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

interface AffiliateLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** An affiliate link: new tab, `rel="sponsored noopener"`, amazon.in only (otherwise plain text). */
export function AffiliateLink({ href, children, ...props }: AffiliateLinkProps) {
  if (!isRetailerUrl(href)) return <span className={props.className}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="sponsored noopener" {...props}>
      {children}
    </a>
  );
}
