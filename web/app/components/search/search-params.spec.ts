import { CatalogueApi, routeRequest } from '@bli/contracts';
import { hasSearch, searchApiParams, searchHref } from './search-params';

describe('search params', () => {
  it('passes only the known parameters to the API', () => {
    const search = new URLSearchParams('q=gaming+under+80k&brand=HP&brand=Dell&utm_source=x&ram=');
    expect(searchApiParams(search)).toEqual({ q: 'gaming under 80k', brand: 'HP,Dell' });
    expect(routeRequest(CatalogueApi.search, { params: searchApiParams(search) }).url).toBe(
      '/api/search?q=gaming+under+80k&brand=HP%2CDell',
    );
  });

  it('changes a parameter and starts again from page 1', () => {
    const search = new URLSearchParams('q=hp&page=3&ram=16');
    expect(searchHref(search, { ram: null })).toBe('/search?q=hp');
    expect(searchHref(search, { brand: 'HP' })).toBe('/search?q=hp&ram=16&brand=HP');
    expect(searchHref(search, { page: '4' })).toBe('/search?q=hp&page=4&ram=16');
  });

  it('knows an empty search', () => {
    expect(hasSearch(new URLSearchParams('sort=price-asc'))).toBe(false);
    expect(hasSearch(new URLSearchParams('q=dell'))).toBe(true);
  });
});
