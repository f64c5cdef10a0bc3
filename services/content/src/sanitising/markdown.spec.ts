import { Parser } from 'htmlparser2';
import { renderMarkdown } from './markdown';

const MARK = 'mdx7';

/** Script, handler and URL payloads, as typed raw and as Markdown would carry them. */
const PAYLOADS = [
  `<script>alert('${MARK}')</script>`,
  `<SCRIPT SRC=//evil.example/${MARK}.js></SCRIPT>`,
  `"><img src=x onerror=alert('${MARK}')>`,
  `<svg/onload=alert('${MARK}')>`,
  `<svg><script>alert('${MARK}')</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('${MARK}')>`,
  `</script><script>alert('${MARK}')</script>`,
  `<a href="javascript:alert('${MARK}')">x</a>`,
  `<iframe src="javascript:alert('${MARK}')"></iframe>`,
  `<iframe srcdoc="<script>alert('${MARK}')</script>"></iframe>`,
  `<object data="javascript:alert('${MARK}')"></object>`,
  `<embed src="data:text/html,<script>alert('${MARK}')</script>">`,
  `<form action="javascript:alert('${MARK}')"><button>x</button></form>`,
  `<body onload=alert('${MARK}')>`,
  `<div style="background:url(javascript:alert('${MARK}'))">x</div>`,
  `<style>@import 'javascript:alert("${MARK}")';</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('${MARK}')">`,
  `<base href="javascript:alert('${MARK}')//">`,
  `<details open ontoggle=alert('${MARK}')>`,
  `<video><source onerror=alert('${MARK}')></video>`,
  `<input autofocus onfocus=alert('${MARK}')>`,
  `<a href="&#106;avascript:alert('${MARK}')">x</a>`,
  `<a href="jav&#x09;ascript:alert('${MARK}')">x</a>`,
  `<img src="x" onerror="&#97;lert('${MARK}')">`,
  `<!--<img src="--><img src=x onerror=alert('${MARK}')//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert('${MARK}')>">`,
  `<p onclick=alert('${MARK}')>x</p>`,
  `<h2 onmouseover=alert('${MARK}')>x</h2>`,
  `<table background="javascript:alert('${MARK}')"><tr><td>x</td></tr></table>`,
  `<a href="vbscript:msgbox('${MARK}')">x</a>`,
];

/** Link and image targets Markdown builds elements from. */
const URLS = [
  `javascript:alert('${MARK}')`,
  `JaVaScRiPt:alert('${MARK}')`,
  `javascript&#58;alert('${MARK}')`,
  `&#x6A;avascript:alert('${MARK}')`,
  `java\tscript:alert('${MARK}')`,
  ` javascript:alert('${MARK}')`,
  `vbscript:msgbox('${MARK}')`,
  `data:text/html;base64,PHNjcmlwdD5hbGVydCgnbWR4NycpPC9zY3JpcHQ+`,
  `data:text/html,<script>alert('${MARK}')</script>`,
  `javascript://%0aalert('${MARK}')`,
  `\\u006Aavascript:alert('${MARK}')`,
  `//evil.example/${MARK}`,
];

/** Markdown places a raw payload can stand in. */
const RAW_CONTEXTS: ((payload: string) => string)[] = [
  (p) => p,
  (p) => `Some text ${p} more text`,
  (p) => `## ${p}`,
  (p) => `- ${p}`,
  (p) => `> ${p}`,
  (p) => `**${p}**`,
  (p) => `| a | b |\n|---|---|\n| ${p} | x |`,
  (p) => `[${p}](https://example.com)`,
];

/** Markdown constructs that take a URL. */
const URL_CONTEXTS: ((url: string) => string)[] = [
  (u) => `[click](${u})`,
  (u) => `[click](<${u}>)`,
  (u) => `![pic](${u})`,
  (u) => `<${u}>`,
  (u) => `[click][ref]\n\n[ref]: ${u}`,
  (u) => `[click](${u} "title")`,
];

const corpus = [
  ...PAYLOADS.flatMap((payload) => RAW_CONTEXTS.map((context) => context(payload))),
  ...URLS.flatMap((url) => URL_CONTEXTS.map((context) => context(url))),
];

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);
const SCRIPT_URL = /^(javascript|vbscript|data):/i;
const ALLOWED_ELEMENTS = new Set(
  'h2 h3 h4 p br hr ul ol li strong em b i code pre blockquote a table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);

/** What would run or load in a browser reading `html`, as the browser's tokeniser sees it. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_ELEMENTS.has(name)) found.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          const url = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
          if (attribute.startsWith('on') || attribute === 'style' || attribute === 'srcdoc')
            found.push(`${name} ${attribute}=`);
          else if (URL_ATTRIBUTES.has(attribute) && (SCRIPT_URL.test(url) || url.startsWith('//')))
            found.push(`${name} ${attribute}=${value}`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

describe('renderMarkdown', () => {
  it('holds at least 200 hostile inputs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
  });

  it.each(corpus.map((source) => [source]))('leaves nothing that runs: %j', (source) => {
    expect(activeParts(renderMarkdown(source))).toEqual([]);
  });

  it('renders what operators write: headings, emphasis, lists, tables, https links', () => {
    const html = renderMarkdown(
      '## Battery\n\nThe **best** pick, *really*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Lenovo](https://www.lenovo.com/in) and [our guide](/guides/processors/amd-ryzen-5)',
    );
    expect(html).toContain('<h2>Battery</h2>');
    expect(html).toContain('<strong>best</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain(
      '<a href="https://www.lenovo.com/in" rel="nofollow noopener noreferrer">Lenovo</a>',
    );
    expect(html).toContain('<a href="/guides/processors/amd-ryzen-5">our guide</a>');
  });

  it('shows typed HTML as text rather than markup', () => {
    expect(renderMarkdown('<b>bold</b>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>\n');
  });

  it('drops images: pictures of products come only through the product boxes', () => {
    expect(renderMarkdown('![laptop](https://m.media-amazon.com/images/I/x.jpg)')).not.toContain(
      '<img',
    );
  });
});
