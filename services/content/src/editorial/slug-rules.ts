/**
 * What a slug change means: before the entry first went live, nothing (its old address was never
 * public); after, the old slug keeps leading to the entry, and a slug the entry had before is
 * simply its own again.
 */
export interface SlugChange {
  /** The old slug to keep as a redirect, if any. */
  keepRedirectFrom: string | null;
  /** A redirect of the entry's own to drop because the entry has that slug again. */
  dropRedirect: string | null;
}

export function slugChange(
  current: string,
  next: string,
  everPublished: boolean,
  ownRedirects: readonly string[],
): SlugChange {
  if (current === next) return { keepRedirectFrom: null, dropRedirect: null };
  return {
    keepRedirectFrom: everPublished ? current : null,
    dropRedirect: ownRedirects.includes(next) ? next : null,
  };
}
