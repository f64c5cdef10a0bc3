import { sanitiseHtml } from './html-sanitiser';

/** Known XSS vectors (OWASP filter-evasion cheat sheet and friends). None may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<form action="https://evil.example"><input name=q></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onfocus="alert(1)" autofocus>x</a>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<template><script>alert(1)</script></template>',
];

const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<img/i,
  /<style/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /style=/i,
  /background=/i,
  /href="\/\//i,
];

describe('sanitiseHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitiseHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
    expect(clean).toContain('<p>before</p>');
  });

  it('keeps the structure articles need', () => {
    const html =
      '<h2>RAM</h2><p><strong>16 GB</strong> is the <em>sweet spot</em>.</p>' +
      '<ul><li>one</li></ul><table><thead><tr><th scope="col">Budget</th></tr></thead>' +
      '<tbody><tr><td>₹50,000</td></tr></tbody></table><a href="/laptops/16gb-ram">16 GB laptops</a>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('marks outbound links and strips any rel the source brought', () => {
    expect(sanitiseHtml('<a href="https://www.bis.gov.in" rel="dofollow">BIS</a>')).toBe(
      '<a href="https://www.bis.gov.in" rel="nofollow noopener noreferrer">BIS</a>',
    );
    expect(sanitiseHtml('<a href="/blog" rel="x">Blog</a>')).toBe('<a href="/blog">Blog</a>');
  });
});
