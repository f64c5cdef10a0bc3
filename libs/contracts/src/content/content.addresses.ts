/**
 * Where each of the content routes is, one export each (imported as `ContentApi`): schema-free and
 * tree-shakable, so a browser bundle carries only the addresses it calls. A route's types are
 * found from its address (`RouteAt`).
 */
export const blogList = { method: 'GET', path: '/api/blog' } as const;
export const blogPost = { method: 'GET', path: '/api/blog/{slug}' } as const;
export const author = { method: 'GET', path: '/api/authors/{slug}' } as const;
export const useCases = { method: 'GET', path: '/api/use-cases' } as const;
export const useCase = { method: 'GET', path: '/api/use-cases/{slug}' } as const;
export const knowledgeHub = { method: 'GET', path: '/api/knowledge-hub' } as const;
export const guide = { method: 'GET', path: '/api/guides/{section}/{slug}' } as const;
export const processorComparisons = { method: 'GET', path: '/api/processor-comparisons' } as const;
export const saleEvents = { method: 'GET', path: '/api/sale-events' } as const;
export const adminPostsList = {
  method: 'GET',
  path: '/api/admin/content/posts',
  paged: true,
} as const;
export const adminPostCreate = { method: 'POST', path: '/api/admin/content/posts' } as const;
export const adminPost = { method: 'GET', path: '/api/admin/content/posts/{id}' } as const;
export const adminPostUpdate = { method: 'PATCH', path: '/api/admin/content/posts/{id}' } as const;
export const adminPostPublish = {
  method: 'POST',
  path: '/api/admin/content/posts/{id}/publish',
} as const;
export const adminPostSchedule = {
  method: 'POST',
  path: '/api/admin/content/posts/{id}/schedule',
} as const;
export const adminPostUnpublish = {
  method: 'POST',
  path: '/api/admin/content/posts/{id}/unpublish',
} as const;
export const adminPostRevisions = {
  method: 'GET',
  path: '/api/admin/content/posts/{id}/revisions',
} as const;
export const adminPostRestore = {
  method: 'POST',
  path: '/api/admin/content/posts/{id}/revisions/{number}/restore',
} as const;
export const adminPostPreview = {
  method: 'GET',
  path: '/api/admin/content/posts/{id}/preview',
} as const;
export const adminPostAudit = {
  method: 'GET',
  path: '/api/admin/content/posts/{id}/audit',
} as const;
export const adminEntryAudit = {
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/audit',
} as const;
export const adminEntriesList = {
  method: 'GET',
  path: '/api/admin/content/{kind}',
  paged: true,
} as const;
export const adminEntryCreate = { method: 'POST', path: '/api/admin/content/{kind}' } as const;
export const adminEntry = { method: 'GET', path: '/api/admin/content/{kind}/{id}' } as const;
export const adminEntryUpdate = {
  method: 'PATCH',
  path: '/api/admin/content/{kind}/{id}',
} as const;
export const adminEntryPublish = {
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/publish',
} as const;
export const adminEntrySchedule = {
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/schedule',
} as const;
export const adminEntryUnpublish = {
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/unpublish',
} as const;
export const adminEntryRevisions = {
  method: 'GET',
  path: '/api/admin/content/{kind}/{id}/revisions',
} as const;
export const adminEntryRestore = {
  method: 'POST',
  path: '/api/admin/content/{kind}/{id}/revisions/{number}/restore',
} as const;
