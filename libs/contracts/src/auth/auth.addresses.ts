/**
 * Where each of the gateway's own routes is, one export each (imported as `GatewayApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const login = { method: 'POST', path: '/api/auth/login' } as const;
export const logout = { method: 'POST', path: '/api/auth/logout' } as const;
export const me = { method: 'GET', path: '/api/auth/me' } as const;
export const changePassword = { method: 'POST', path: '/api/auth/password' } as const;
export const sessions = { method: 'GET', path: '/api/auth/sessions' } as const;
export const endSession = { method: 'DELETE', path: '/api/auth/sessions/{id}' } as const;
export const totpEnrol = { method: 'POST', path: '/api/auth/totp' } as const;
export const totpConfirm = { method: 'POST', path: '/api/auth/totp/confirm' } as const;
export const totpDisable = { method: 'POST', path: '/api/auth/totp/disable' } as const;
export const systemStatus = { method: 'GET', path: '/api/admin/status' } as const;
