/**
 * Where each of the sync routes is, one export each (imported as `SyncApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const priceRangeSync = { method: 'POST', path: '/api/laptops/sync' } as const;
export const keepaTokens = { method: 'GET', path: '/api/keepa/tokens' } as const;
export const keepaSearch = { method: 'GET', path: '/api/keepa/search' } as const;
export const keepaSync = { method: 'POST', path: '/api/keepa/sync' } as const;
export const runs = { method: 'GET', path: '/api/admin/sync/runs' } as const;
export const retailerSearch = { method: 'GET', path: '/api/admin/retailer/search' } as const;
export const laptopsImport = { method: 'POST', path: '/api/admin/laptops/import' } as const;
