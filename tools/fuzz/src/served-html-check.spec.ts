import { XSS_MARKER, xssStrings } from './attack-corpora';
import { liveXssInPage, unsanitisedHtml } from './served-html-check';

describe('unsanitisedHtml', () => {
  it('accepts plain, sanitised HTML in the documented HTML fields', () => {
    expect(unsanitisedHtml({ content: '<p>Hi <a href="/blog">blog</a></p>' })).toBeNull();
  });

  it('finds scripts, event handlers and javascript: links in them, however deep', () => {
    expect(unsanitisedHtml({ content: '<p>x</p><script>1</script>' })).toMatch(/content/);
    expect(unsanitisedHtml({ related: [{ article: '<img src=x onerror=go()>' }] })).toMatch(
      /article/,
    );
    expect(unsanitisedHtml({ guidance: '<a href="javascript:go()">x</a>' })).toMatch(/guidance/);
  });

  it('finds forbidden elements and script URLs however they are spelled', () => {
    expect(unsanitisedHtml({ content: '<IFRAME src="/x"></IFRAME>' })).toMatch(/<iframe>/);
    expect(unsanitisedHtml({ content: '<a href=" java\tscript:go()">x</a>' })).toMatch(/href/);
    expect(unsanitisedHtml({ content: '<a href="jav&#x61;script:go()">x</a>' })).toMatch(/href/);
  });

  it('reads escaped markup inside an attribute or text as data (FUZZ_SEED=306290292)', () => {
    const escaped = `&quot;&gt;&lt;img src=x onerror=alert('${XSS_MARKER}')&gt;`;
    expect(
      unsanitisedHtml({ metaTags: `<meta name="description" content="${escaped}">` }),
    ).toBeNull();
    expect(unsanitisedHtml({ content: `<p>${escaped}</p>` })).toBeNull();
  });

  it('leaves other fields alone: plain text is escaped by the page, not the API', () => {
    expect(unsanitisedHtml({ name: xssStrings[0] })).toBeNull();
  });
});

describe('liveXssInPage', () => {
  it('finds a payload served live and ignores an escaped one', () => {
    expect(liveXssInPage(`<h1>${xssStrings[0]}</h1>`)).toMatch(XSS_MARKER);
    expect(liveXssInPage(`<h1>&lt;script&gt;alert(&#x27;${XSS_MARKER}&#x27;)</h1>`)).toBeNull();
  });

  it('finds every payload of the corpus that would run, and none once escaped', () => {
    const escape = (text: string) =>
      text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
    const runnable = xssStrings.filter((payload) => /<|javascript:/.test(payload));
    for (const payload of runnable) {
      const page = payload.startsWith('javascript:')
        ? `<a href="${payload}">x</a>`
        : `<div>${payload}</div>`;
      expect(liveXssInPage(page)).not.toBeNull();
      expect(liveXssInPage(`<div title="${escape(payload)}">${escape(payload)}</div>`)).toBeNull();
    }
  });

  it("ignores the page's own scripts and handlers without the marker", () => {
    expect(liveXssInPage('<script>window.__ctx = {}</script><a href="/x">x</a>')).toBeNull();
  });
});

describe('unsanitisedHtml on meta tags', () => {
  it('accepts <title> and <meta> but not a script among them', () => {
    expect(unsanitisedHtml({ metaTags: '<title>x</title><meta name="a" content="b">' })).toBeNull();
    expect(unsanitisedHtml({ metaTags: '<title>x</title><script>1</script>' })).toMatch(/meta/);
  });
});
