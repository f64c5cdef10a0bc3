import { canonicalPath, metadataKey, seoApiPath, usableMetadata } from './page-metadata';

describe('metadataKey', () => {
  it('removes the trailing slash and keeps only the blog category', () => {
    expect(metadataKey('/laptop/hp-15s/')).toBe('/laptop/hp-15s');
    expect(metadataKey('/')).toBe('/');
    expect(metadataKey('//')).toBe('/');
    expect(metadataKey('/price-range/under-30000', '?sort=rating&view=list')).toBe(
      '/price-range/under-30000',
    );
    expect(metadataKey('/blog/', '?category=cpu-reviews')).toBe('/blog?category=cpu-reviews');
    expect(metadataKey('/blog', '?category=gossip')).toBe('/blog');
  });

  it('keeps the words of a search and the laptops of a comparison', () => {
    expect(metadataKey('/search', '?q=gaming+under+80k&sort=price-asc')).toBe(
      '/search?q=gaming+under+80k',
    );
    expect(metadataKey('/search', '?q=%20&brand=HP')).toBe('/search');
    expect(metadataKey('/compare', '?laptops=hp-15s,dell-3520&diff=1')).toBe(
      '/compare?laptops=hp-15s,dell-3520',
    );
    expect(metadataKey('/compare', '?laptops=<script>')).toBe('/compare');
  });
});

describe('seoApiPath', () => {
  it.each([
    ['/', '/api/seo/homepage'],
    ['/best-laptop-under-1-lakh', '/api/seo/price-range/best-laptop-under-1-lakh'],
    ['/gaming-laptops', '/api/seo/gaming-laptops'],
    ['/use-cases', '/api/seo/use-cases'],
    ['/cpu-comparison', '/api/seo/cpu-comparison'],
    ['/knowledge-hub', '/api/seo/knowledge-hub'],
    ['/price-verdicts', '/api/seo/price-verdicts'],
    ['/blog', '/api/seo/blog'],
    ['/blog?category=comparisons', '/api/seo/blog?category=comparisons'],
    ['/author/rohit-sharma', '/api/seo/author/rohit-sharma'],
    ['/blog/best-laptops-for-students-india', '/api/seo/blog-post/best-laptops-for-students-india'],
    ['/laptop/hp-15s', '/api/seo/meta/laptop/hp-15s'],
    ['/laptops/amd-processor', '/api/seo/category/amd-processor'],
    ['/laptops/students', '/api/seo/category/students'],
    ['/price-range/premium', '/api/seo/meta/price-range/premium'],
    ['/processors/amd-ryzen-5', '/api/seo/meta/guide/processors/amd-ryzen-5'],
    ['/search', '/api/seo/search'],
    ['/search?q=gaming+under+80k', '/api/seo/search?q=gaming+under+80k'],
    ['/compare?laptops=a,b', '/api/seo/compare?laptops=a,b'],
  ])('%s → %s', (key, api) => {
    expect(seoApiPath(key)).toBe(api);
  });

  it('knows no call for paths no page has', () => {
    for (const key of [
      '/admin',
      '/nothing',
      '/laptop/Bad_Slug',
      '/laptop/a/b',
      '/gossip/x',
      '/api/x',
      '/constructor/x',
      '/toString/x',
      '/__proto__/x',
    ]) {
      expect(seoApiPath(key)).toBeNull();
    }
  });
});

describe('usableMetadata', () => {
  it('needs a title and a description (spec §5)', () => {
    expect(usableMetadata({ title: 'T', description: 'D', metaTags: '' })).toEqual({
      title: 'T',
      description: 'D',
    });
    expect(usableMetadata({ title: 'T' })).toBeNull();
    expect(usableMetadata({ title: '', description: 'D' })).toBeNull();
    expect(usableMetadata({ metaTags: '<title>T</title>' })).toBeNull();
    expect(usableMetadata(null)).toBeNull();
    expect(usableMetadata('oops')).toBeNull();
  });
});

describe('canonicalPath', () => {
  it('names the page of a long list from the second page on', () => {
    expect(canonicalPath('/price-range/under-50000', '?page=2&sort=rating')).toBe(
      '/price-range/under-50000?page=2',
    );
    expect(canonicalPath('/best-laptop-under-50000', '?page=3')).toBe(
      '/best-laptop-under-50000?page=3',
    );
    expect(canonicalPath('/laptops/ssd-storage/', '?page=2')).toBe('/laptops/ssd-storage?page=2');
    expect(canonicalPath('/gaming-laptops', '?tab=entry&page=4')).toBe('/gaming-laptops?page=4');
  });

  it('leaves the first page, bad page numbers and pages that are not lists alone', () => {
    expect(canonicalPath('/price-range/under-50000', '?page=1')).toBe('/price-range/under-50000');
    expect(canonicalPath('/price-range/under-50000', '?page=02')).toBe('/price-range/under-50000');
    expect(canonicalPath('/price-range/under-50000', '?page=x')).toBe('/price-range/under-50000');
    expect(canonicalPath('/blog', '?page=2')).toBe('/blog');
    expect(canonicalPath('/laptop/hp-15s', '?page=2')).toBe('/laptop/hp-15s');
  });

  it("leaves a laptop page's price-history range out: one page whatever its chart shows", () => {
    expect(canonicalPath('/laptop/hp-15s', '?days=30')).toBe('/laptop/hp-15s');
    expect(canonicalPath('/laptop/hp-15s', '?days=all&page=2')).toBe('/laptop/hp-15s');
    expect(metadataKey('/laptop/hp-15s', '?days=365')).toBe('/laptop/hp-15s');
  });
});
