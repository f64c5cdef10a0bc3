import { ownValue, slugify } from '@bli/domain';

export interface ArticleHeading {
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Visible text of an HTML fragment (tags dropped, common entities decoded) — for display only. */
export function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const n =
          code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(n) ? String.fromCodePoint(n) : match;
      }
      return ownValue(ENTITIES, code.toLowerCase()) ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Gives each heading of `level` in already-sanitised HTML an id (a slug of its text, made unique
 * with `prefix`) and lists them, for an "On this page" menu. Headings that already carry an id
 * keep it. Only [a-z0-9-] is ever added to the markup.
 */
export function withHeadingIds(
  html: string,
  level: 2 | 3 = 2,
  prefix = '',
): { html: string; headings: ArticleHeading[] } {
  const headings: ArticleHeading[] = [];
  const used = new Set<string>();
  const pattern = new RegExp(`<h${level}(\\s[^>]*)?>([\\s\\S]*?)</h${level}>`, 'gi');
  const out = html.replace(pattern, (match, attrs: string | undefined, inner: string) => {
    const text = htmlText(inner);
    const existing = attrs?.match(/\sid\s*=\s*["']([^"']*)["']/i)?.[1];
    if (existing) {
      headings.push({ id: existing, text });
      used.add(existing);
      return match;
    }
    const base = `${prefix}${slugify(text) || 'section'}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h${level} id="${id}"${attrs ?? ''}>${inner}</h${level}>`;
  });
  return { html: out, headings };
}
