import { postListQueryFromSearch, searchFromPostListQuery } from './post-list-query';

describe('post list address', () => {
  it('reads words, a known state and a page, and ignores the rest', () => {
    expect(
      postListQueryFromSearch(new URLSearchParams('q=%20ram%20&state=scheduled&page=2')),
    ).toEqual({ q: 'ram', state: 'scheduled', page: 2 });
    expect(postListQueryFromSearch(new URLSearchParams('state=gone&page=-1'))).toEqual({
      q: undefined,
      state: undefined,
      page: 1,
    });
  });

  it('writes only what is set', () => {
    expect(searchFromPostListQuery({ page: 1 }).toString()).toBe('');
    expect(searchFromPostListQuery({ q: 'ram', state: 'draft', page: 3 }).toString()).toBe(
      'q=ram&state=draft&page=3',
    );
  });
});
