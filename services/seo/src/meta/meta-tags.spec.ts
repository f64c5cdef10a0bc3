import { pageMeta } from './meta-tags';

describe('pageMeta', () => {
  it('answers title, description and the meta tags holding both, on one line each', () => {
    const meta = pageMeta('Best  Laptops\n India', ' Compare  laptops. ');
    expect(meta.title).toBe('Best Laptops India');
    expect(meta.description).toBe('Compare laptops.');
    expect(meta.metaTags.split('\n')).toEqual([
      '<title>Best Laptops India</title>',
      '<meta name="description" content="Compare laptops.">',
      '<meta property="og:title" content="Best Laptops India">',
      '<meta property="og:description" content="Compare laptops.">',
      '<meta name="twitter:title" content="Best Laptops India">',
      '<meta name="twitter:description" content="Compare laptops.">',
    ]);
  });

  it('escapes markup so no text can leave its tag or attribute', () => {
    const meta = pageMeta('</title><script>x</script>', '"><img src=x onerror=alert(1)>');
    expect(meta.metaTags).not.toMatch(/<script|<img|"><|onerror="/);
    // The plain fields stay as written: callers escape them for their own output.
    expect(meta.title).toBe('</title><script>x</script>');
  });
});
