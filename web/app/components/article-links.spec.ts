import { internalPath } from './article-links';

const here = { origin: 'https://site.in', pathname: '/blog/a', search: '' };
const click = { button: 0, modified: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('internalPath', () => {
  it('routes our own pages in the app', () => {
    expect(internalPath(link('https://site.in/laptops/students'), here, click)).toBe(
      '/laptops/students',
    );
    expect(internalPath(link('/best-laptop-under-30000?x=1#top'), here, click)).toBe(
      '/best-laptop-under-30000?x=1#top',
    );
  });

  it('leaves other sites, new tabs, downloads, modified clicks and mailto to the browser', () => {
    expect(internalPath(link('https://www.amazon.in/dp/B0'), here, click)).toBeNull();
    expect(internalPath(link('/x', { target: '_blank' }), here, click)).toBeNull();
    expect(internalPath(link('/x', { hasDownload: true }), here, click)).toBeNull();
    expect(internalPath(link('/x'), here, { button: 0, modified: true })).toBeNull();
    expect(internalPath(link('/x'), here, { button: 1, modified: false })).toBeNull();
    expect(internalPath(link('mailto:a@b.in'), here, click)).toBeNull();
  });

  it('lets the browser handle a jump within the same page', () => {
    expect(internalPath(link('https://site.in/blog/a#budget'), here, click)).toBeNull();
    expect(internalPath(link('https://site.in/blog/b#budget'), here, click)).toBe('/blog/b#budget');
  });
});
