/**
 * Where each of the affiliate routes is, one export each (imported as `AffiliateApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const url = { method: 'POST', path: '/api/affiliate/url' } as const;
export const go = { method: 'GET', path: '/api/affiliate/go/{asin}' } as const;
export const clickStats = { method: 'GET', path: '/api/admin/affiliate/clicks' } as const;
