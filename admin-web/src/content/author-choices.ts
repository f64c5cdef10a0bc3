import type { AdminEntrySummary, EditorialState } from '@bli/contracts';

/** An author a post may name: the slug the post stores, the name offered and their page's state. */
export interface AuthorChoice {
  slug: string;
  name: string;
  state: EditorialState;
}

// The operators' entry list carries an author's page address, not the slug: `/author/{slug}`.
const AUTHOR_PATH = /^\/author\/([^/]+)$/;

/** The authors of the operators' entry list as a post's choices (any other path is left out). */
export function authorChoicesOf(authors: AdminEntrySummary[]): AuthorChoice[] {
  return authors.flatMap((author) => {
    const slug = AUTHOR_PATH.exec(author.path)?.[1];
    return slug ? [{ slug, name: author.title, state: author.state }] : [];
  });
}
