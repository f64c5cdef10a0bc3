import { API_ROUTES } from '../api-routes';
import { AffiliateRoutes } from '../affiliate/affiliate.routes';
import * as CatalogueApi from '../catalogue/catalogue.addresses';
import { CatalogueRoutes } from '../catalogue/catalogue.routes';
import * as ContentApi from '../content/content.addresses';
import { requestFields, routeRequest, type RouteAt, type RouteResult } from './route';

describe('the REST contract', () => {
  it('names each operation once', () => {
    const operations = API_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('validates every path parameter with the route’s request schema', () => {
    for (const route of API_ROUTES) {
      const named = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      expect([route.path, named.filter((name) => !requestFields(route).includes(name))]).toEqual([
        route.path,
        [],
      ]);
    }
  });

  it('gives every list call page and pageSize, and only operators the admin paths', () => {
    for (const route of API_ROUTES) {
      if (route.paged)
        expect(requestFields(route)).toEqual(expect.arrayContaining(['page', 'pageSize']));
      if (route.path.startsWith('/api/admin/'))
        expect([route.path, route.admin]).toEqual([route.path, true]);
    }
  });

  it('caches public reads only', () => {
    expect(CatalogueRoutes.laptopBySlug.cache).toBe('public');
    expect(CatalogueRoutes.adminLaptopsList.cache).toBe('no-store');
    expect(CatalogueRoutes.priceRangeCreate.cache).toBe('no-store');
  });

  it('names the data each public read is built from and what each catalogue write changes', () => {
    const unnamed = API_ROUTES.filter((route) => route.cache === 'public' && !route.data.length);
    expect(unnamed.map((route) => route.path)).toEqual([]);
    expect(CatalogueRoutes.priceRangePatch.data).toEqual(['catalogue']);
    // A buy click is logged, but no public answer shows it: it must not empty the cache.
    expect(AffiliateRoutes.url.data).toEqual([]);
  });
});

describe('routeRequest', () => {
  it('fills path parameters, encoded, and puts the rest in the query, leaving out what is undefined', () => {
    expect(
      routeRequest(CatalogueApi.laptopsByPriceRange, {
        params: { priceRangeId: 3, pageSize: 12, page: 2 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/laptops/price-range/3?pageSize=12&page=2',
      body: undefined,
    });
    expect(routeRequest(ContentApi.blogPost, { params: { slug: 'a b/c' } }).url).toBe(
      '/api/blog/a%20b%2Fc',
    );
    expect(routeRequest(ContentApi.blogList, { params: { category: undefined } }).url).toBe(
      '/api/blog',
    );
  });

  it('carries the body of a write', () => {
    expect(
      routeRequest(CatalogueApi.adminLaptopPrice, {
        params: { asin: 'B0N5A31TUU' },
        body: { price: 5 },
      }),
    ).toEqual({ method: 'PUT', url: '/api/admin/laptops/B0N5A31TUU/price', body: { price: 5 } });
  });

  it('refuses, at compile time, a parameter or a response field the route does not have', () => {
    // @ts-expect-error: the laptop route's parameter is `slug`
    routeRequest(CatalogueApi.laptopBySlug, { params: { id: 1 } });
    // @ts-expect-error: a price range id is a number
    routeRequest(CatalogueApi.laptopsByPriceRange, { params: { priceRangeId: 'x' } });
    // @ts-expect-error: a write needs its body
    routeRequest(CatalogueApi.priceRangeCreate);
    const page = null as unknown as RouteResult<RouteAt<typeof CatalogueApi.laptopsFeatured>>;
    // @ts-expect-error: a list call answers a page of laptops, which have no `name`
    expect(page?.items[0].name).toBeUndefined();
  });
});
