import type { PageMeta } from '@bli/contracts';
import { oneLine } from './text';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

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
