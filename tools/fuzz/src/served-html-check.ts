// HTML that reaches a page: the sanitised fields of the content API and the pages themselves.
// Both are read with an HTML parser, as a browser tokenises them: an escaped payload inside an
// attribute value or text is data, and only elements and attributes that would run count.
import { Parser } from 'htmlparser2';
import { XSS_MARKER } from './attack-corpora';

/** Attributes whose value a browser loads or navigates to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
]);
const SCRIPT_URL = /^(javascript|vbscript|data):/i;

/** The sanitised content fields may not embed, submit, restyle or change the document's head. */
const NOT_IN_CONTENT = ['iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style'];
/** The meta-tag string is made of <title> and <meta>: nothing that embeds or runs. */
const NOT_IN_META_TAGS = NOT_IN_CONTENT.filter((name) => name !== 'meta');

const HTML_FIELDS = new Map<string, readonly string[]>([
  ...['content', 'article', 'guidance', 'methodology'].map((field): [string, readonly string[]] => [
    field,
    NOT_IN_CONTENT,
  ]),
  ['metaTags', NOT_IN_META_TAGS],
]);

/** An active part of a document: a script, an event handler, a script URL, a refresh to one. */
interface ActivePart {
  what: string;
  /** Its code or URL (a script's text, the handler's value…). */
  code: string;
}

/** Browsers drop tabs, newlines and leading control characters in URLs ("java\tscript:"). */
const urlAsNavigated = (value: string) =>
  [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');

/** Every active part of `html`, and the names of its elements, as a browser parses them. */
function parse(html: string): { active: ActivePart[]; elements: Set<string> } {
  const active: ActivePart[] = [];
  const elements = new Set<string>();
  let script: ActivePart | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        elements.add(name);
        if (name === 'script') script = { what: '<script>', code: attributes.src ?? '' };
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on'))
            active.push({ what: `${name} ${attribute}=`, code: value });
          else if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(urlAsNavigated(value))) {
            active.push({ what: `${name} ${attribute}=`, code: value });
          }
        }
        const refresh = /refresh/i.test(attributes['http-equiv'] ?? '');
        const target = /url\s*=\s*['"]?(.*)$/i.exec(attributes.content ?? '')?.[1] ?? '';
        if (name === 'meta' && refresh && SCRIPT_URL.test(urlAsNavigated(target))) {
          active.push({ what: 'meta refresh', code: target });
        }
      },
      ontext(text) {
        if (script) script.code += text;
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          active.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { active, elements };
}

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
    const forbidden = HTML_FIELDS.get(key);
    if (found || !forbidden) return;
    const { active, elements } = parse(text);
    const element = forbidden.find((name) => elements.has(name));
    if (active.length > 0)
      found = `${key} is not sanitised (${active[0].what}): ${text.slice(0, 160)}`;
    else if (element) found = `${key} is not sanitised (<${element}>): ${text.slice(0, 160)}`;
  });
  return found;
}

/**
 * A fuzz payload that a page serves live, or null: an active part carrying the payloads' marker,
 * or a script URL anywhere (the site itself has none).
 */
export function liveXssInPage(html: string): string | null {
  const live = parse(html).active.find(
    (part) =>
      part.code.includes(XSS_MARKER) ||
      (part.what !== '<script>' && SCRIPT_URL.test(urlAsNavigated(part.code))),
  );
  return live
    ? `page serves a script payload live (${live.what}): ${live.code.slice(0, 160)}`
    : null;
}
