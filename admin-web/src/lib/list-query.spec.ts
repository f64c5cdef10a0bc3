import { listQueryFromSearch, searchFromListQuery } from './list-query';

const STATES = ['draft', 'scheduled'] as const;

describe('list address', () => {
  it('reads words, a known state and a page, and ignores the rest', () => {
    expect(
      listQueryFromSearch(new URLSearchParams('q=%20ram%20&state=scheduled&page=2'), STATES),
    ).toEqual({ q: 'ram', state: 'scheduled', page: 2 });
    expect(listQueryFromSearch(new URLSearchParams('state=gone&page=-1'), STATES)).toEqual({
      q: undefined,
      state: undefined,
      page: 1,
    });
    expect(listQueryFromSearch(new URLSearchParams('page=1.5'), STATES).page).toBe(1);
  });

  it('writes only what is set', () => {
    expect(searchFromListQuery({ page: 1 }).toString()).toBe('');
    expect(searchFromListQuery({ q: 'ram', state: 'draft', page: 3 }).toString()).toBe(
      'q=ram&state=draft&page=3',
    );
  });
});
