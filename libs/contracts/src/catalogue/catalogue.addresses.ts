/**
 * Where each of the catalogue routes is, one export each (imported as `CatalogueApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const priceRangesList = { method: 'GET', path: '/api/price-ranges' } as const;
export const priceRangeBySeoSlug = {
  method: 'GET',
  path: '/api/price-ranges/seo/{seoSlug}',
} as const;
export const priceRangeBySlug = { method: 'GET', path: '/api/price-ranges/{slug}' } as const;
export const priceRangeCreate = { method: 'POST', path: '/api/price-ranges' } as const;
export const priceRangeReplace = { method: 'PUT', path: '/api/price-ranges/{id}' } as const;
export const priceRangePatch = { method: 'PATCH', path: '/api/price-ranges/{id}' } as const;
export const laptopsList = { method: 'GET', path: '/api/laptops', paged: true } as const;
export const laptopsFeatured = {
  method: 'GET',
  path: '/api/laptops/featured',
  paged: true,
} as const;
export const laptopsMatching = {
  method: 'GET',
  path: '/api/laptops/matching',
  paged: true,
} as const;
export const laptopsGaming = { method: 'GET', path: '/api/laptops/gaming', paged: true } as const;
export const laptopsGamingTier = {
  method: 'GET',
  path: '/api/laptops/gaming/tier/{tier}',
  paged: true,
} as const;
export const laptopsGamingPerformance = {
  method: 'GET',
  path: '/api/laptops/gaming/performance/{minPerformance}',
  paged: true,
} as const;
export const laptopsByPriceRange = {
  method: 'GET',
  path: '/api/laptops/price-range/{priceRangeId}',
  paged: true,
} as const;
export const laptopBySlug = { method: 'GET', path: '/api/laptops/slug/{slug}' } as const;
export const laptopsBySlugs = { method: 'GET', path: '/api/laptops/by-slugs' } as const;
export const laptopsSummary = { method: 'GET', path: '/api/laptops/summary' } as const;
export const laptopsByProcessors = { method: 'GET', path: '/api/laptops/by-processor' } as const;
export const priceHistory = {
  method: 'GET',
  path: '/api/laptops/slug/{slug}/price-history',
} as const;
export const laptopBundle = { method: 'GET', path: '/api/laptops/slug/{slug}/bundle' } as const;
export const laptopsFilter = {
  method: 'GET',
  path: '/api/laptops/{filterType}/{filterValue}',
  paged: true,
} as const;
export const adminLaptopsList = { method: 'GET', path: '/api/admin/laptops', paged: true } as const;
export const adminLaptopsAttention = {
  method: 'GET',
  path: '/api/admin/laptops/attention',
} as const;
export const adminLaptop = { method: 'GET', path: '/api/admin/laptops/{asin}' } as const;
export const adminLaptopUpdate = { method: 'PATCH', path: '/api/admin/laptops/{asin}' } as const;
export const adminLaptopPublish = {
  method: 'POST',
  path: '/api/admin/laptops/{asin}/publish',
} as const;
export const adminLaptopRetire = {
  method: 'POST',
  path: '/api/admin/laptops/{asin}/retire',
} as const;
export const adminLaptopAudit = { method: 'GET', path: '/api/admin/laptops/{asin}/audit' } as const;
export const adminLaptopPrice = { method: 'PUT', path: '/api/admin/laptops/{asin}/price' } as const;
export const adminStats = { method: 'GET', path: '/api/admin/stats' } as const;
export const adminPriceRangesList = { method: 'GET', path: '/api/admin/price-ranges' } as const;
export const dealsList = { method: 'GET', path: '/api/deals' } as const;
export const adminDealsList = { method: 'GET', path: '/api/admin/deals', paged: true } as const;
export const adminDeal = { method: 'GET', path: '/api/admin/deals/{id}' } as const;
export const adminDealCreate = { method: 'POST', path: '/api/admin/deals' } as const;
export const adminDealUpdate = { method: 'PATCH', path: '/api/admin/deals/{id}' } as const;
export const adminDealExpire = { method: 'POST', path: '/api/admin/deals/{id}/expire' } as const;
export const adminDealAudit = { method: 'GET', path: '/api/admin/deals/{id}/audit' } as const;
export const search = { method: 'GET', path: '/api/search' } as const;
export const searchSuggest = { method: 'GET', path: '/api/search/suggest' } as const;
export const compare = { method: 'GET', path: '/api/compare' } as const;
