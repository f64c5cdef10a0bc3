import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML editorial content may carry: structure and emphasis, tables, and links that are
 * site paths or https. No scripts, styles, event handlers, iframes, forms or images; no
 * `javascript:`/`data:` URLs (sanitize-html drops any scheme not listed).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'blockquote',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Our own rel only: links leaving the site pass no ranking and cannot reach back via opener.
    a: (tagName, { rel: _ignored, ...attribs }) => ({
      tagName,
      attribs: attribs.href?.startsWith('https://')
        ? { ...attribs, rel: 'nofollow noopener noreferrer' }
        : attribs,
    }),
  },
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
