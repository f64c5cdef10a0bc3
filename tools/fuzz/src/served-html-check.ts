// HTML that reaches a page: the sanitised fields of the content API and the pages themselves.
import { liveXssPatterns } from './attack-corpora';

const ACTIVE_HTML = [
  /<script\b/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /(href|src|action|formaction|content)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
];

/**
 * Fields the contracts document as sanitised HTML (no embeds, forms or head elements either),
 * and the meta-tag string, which is made of <title> and <meta> but nothing active.
 */
const HTML_FIELDS = new Map<string, RegExp[]>([
  ...['content', 'article', 'guidance', 'methodology'].map((field): [string, RegExp[]] => [
    field,
    [...ACTIVE_HTML, /<(iframe|object|embed|form|base|meta|link|style)\b/i],
  ]),
  ['metaTags', [...ACTIVE_HTML, /<(iframe|object|embed|form|base|link|style)\b/i]],
]);

function walk(value: unknown, visit: (key: string, text: string) => void, key = ''): void {
  if (typeof value === 'string') visit(key, value);
  else if (Array.isArray(value)) value.forEach((item) => walk(item, visit, key));
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) walk(item, visit, name);
  }
}

/** The first unsanitised HTML field of a JSON answer, or null. */
export function unsanitisedHtml(body: unknown): string | null {
  let found: string | null = null;
  walk(body, (key, text) => {
    const dangerous = HTML_FIELDS.get(key);
    if (found || !dangerous) return;
    const pattern = dangerous.find((candidate) => candidate.test(text));
    if (pattern) found = `${key} is not sanitised (${pattern}): ${text.slice(0, 160)}`;
  });
  return found;
}

/** A fuzz payload that a page serves live (unescaped), or null. */
export function liveXssInPage(html: string): string | null {
  const pattern = liveXssPatterns.find((candidate) => candidate.test(html));
  if (!pattern) return null;
  const at = html.search(pattern);
  return `page serves a script payload live: ${html.slice(Math.max(0, at - 80), at + 80)}`;
}
