import type { PageMeta } from '@bli/contracts';
import { escapeHtml } from '@bli/domain';
import { oneLine } from './text';

/**
 * A page's metadata as the seo calls answer it: title and description, and the same as a
 * string of meta tags (title, description, and their Open Graph and Twitter twins).
 */
export function pageMeta(title: string, description: string): PageMeta {
  const t = oneLine(title);
  const d = oneLine(description);
  const metaTags = [
    `<title>${escapeHtml(t)}</title>`,
    `<meta name="description" content="${escapeHtml(d)}">`,
    `<meta property="og:title" content="${escapeHtml(t)}">`,
    `<meta property="og:description" content="${escapeHtml(d)}">`,
    `<meta name="twitter:title" content="${escapeHtml(t)}">`,
    `<meta name="twitter:description" content="${escapeHtml(d)}">`,
  ].join('\n');
  return { metaTags, title: t, description: d };
}
