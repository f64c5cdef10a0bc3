/**
 * Where operators preview editorial entries as shoppers will see them (docs/editorial.md): a
 * page of the admin host, behind the operator session, never kept by the HTML cache.
 */
export const PREVIEW_PREFIX = '/preview';

/** The path (without its query) is a preview page; React Router matches paths in any case. */
export function isPreviewPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === PREVIEW_PREFIX || lower.startsWith(`${PREVIEW_PREFIX}/`);
}

/** The preview of a post, by its id. */
export function postPreviewPath(id: number): string {
  return `${PREVIEW_PREFIX}/posts/${id}`;
}
