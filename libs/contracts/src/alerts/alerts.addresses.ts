/**
 * Where each of the alerts routes is, one export each (imported as `AlertsApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const create = { method: 'POST', path: '/api/alerts' } as const;
export const confirm = { method: 'POST', path: '/api/alerts/confirm' } as const;
export const manage = { method: 'POST', path: '/api/alerts/manage' } as const;
export const update = { method: 'PATCH', path: '/api/alerts/{id}' } as const;
export const remove = { method: 'DELETE', path: '/api/alerts/{id}' } as const;
export const removeAll = { method: 'POST', path: '/api/alerts/forget-me' } as const;
export const unsubscribe = { method: 'POST', path: '/api/alerts/unsubscribe' } as const;
export const pushKey = { method: 'GET', path: '/api/alerts/push-key' } as const;
export const stats = { method: 'GET', path: '/api/admin/alerts/stats' } as const;
