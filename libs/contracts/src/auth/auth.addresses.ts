/**
 * Where each of the gateway's own routes is, one export each (imported as `GatewayApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const login = { method: 'POST', path: '/api/auth/login' } as const;
export const logout = { method: 'POST', path: '/api/auth/logout' } as const;
export const me = { method: 'GET', path: '/api/auth/me' } as const;
export const systemStatus = { method: 'GET', path: '/api/admin/status' } as const;
