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

  it('leaves other fields alone: plain text is escaped by the page, not the API', () => {
    expect(unsanitisedHtml({ name: xssStrings[0] })).toBeNull();
  });
});

describe('liveXssInPage', () => {
  it('finds a payload served live and ignores an escaped one', () => {
    expect(liveXssInPage(`<h1>${xssStrings[0]}</h1>`)).toMatch(XSS_MARKER);
    expect(liveXssInPage(`<h1>&lt;script&gt;alert(&#x27;${XSS_MARKER}&#x27;)</h1>`)).toBeNull();
  });
});

describe('unsanitisedHtml on meta tags', () => {
  it('accepts <title> and <meta> but not a script among them', () => {
    expect(unsanitisedHtml({ metaTags: '<title>x</title><meta name="a" content="b">' })).toBeNull();
    expect(unsanitisedHtml({ metaTags: '<title>x</title><script>1</script>' })).toMatch(/meta/);
  });
});
