import type { AdminEntrySummary } from '@bli/contracts';
import { authorChoicesOf } from './author-choices';

const author = (path: string, title: string, state: AdminEntrySummary['state']) => ({
  id: 1,
  kind: 'authors' as const,
  path,
  title,
  state,
  publishAt: null,
  publishedAt: null,
  updatedAt: '2026-11-27T08:00:00.000Z',
});

describe("a post's author choices", () => {
  it('take the slug from the author page path, with the name and state', () => {
    expect(
      authorChoicesOf([
        author('/author/meera-iyer', 'Meera Iyer', 'draft'),
        author('/author/rohit-sharma', 'Rohit Sharma', 'published'),
      ]),
    ).toEqual([
      { slug: 'meera-iyer', name: 'Meera Iyer', state: 'draft' },
      { slug: 'rohit-sharma', name: 'Rohit Sharma', state: 'published' },
    ]);
  });

  it('leave out a path that is not an author page', () => {
    expect(authorChoicesOf([author('/guides/x', 'A guide', 'published')])).toEqual([]);
    expect(authorChoicesOf([author('/author/', 'Nobody', 'published')])).toEqual([]);
  });
});
