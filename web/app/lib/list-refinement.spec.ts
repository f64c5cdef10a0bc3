import { isRefined, listRefinement, refinedListHref, refinementParams } from './list-refinement';

const refinementOf = (search: string) => listRefinement(new URLSearchParams(search));

describe('list refinement', () => {
  it('reads only real-discount and goodDeals=true from the address; anything else is the default list', () => {
    expect(refinementOf('?sort=real-discount&goodDeals=true')).toEqual({
      sort: 'real-discount',
      goodDeals: true,
    });
    for (const search of [
      '',
      '?sort=rating',
      '?sort=REAL-DISCOUNT',
      '?goodDeals=1',
      '?goodDeals=yes',
    ]) {
      expect(refinementOf(search)).toEqual({ sort: 'rank', goodDeals: false });
      expect(isRefined(refinementOf(search))).toBe(false);
    }
    expect(isRefined(refinementOf('?goodDeals=true'))).toBe(true);
    expect(isRefined(refinementOf('?sort=real-discount'))).toBe(true);
  });

  it('asks the catalogue only for what differs from the default list', () => {
    expect(refinementParams(undefined)).toEqual({});
    expect(refinementParams({ sort: 'rank', goodDeals: false })).toEqual({});
    expect(refinementParams({ sort: 'real-discount', goodDeals: true })).toEqual({
      sort: 'real-discount',
      goodDeals: true,
    });
  });

  it('links to the list refined otherwise, keeping the view and dropping the page', () => {
    const path = '/price-range/under-50000';
    expect(refinedListHref(path, '?view=list&sort=rating&page=2', { goodDeals: true })).toBe(
      `${path}?view=list&sort=rating&goodDeals=true`,
    );
    expect(refinedListHref(path, '?goodDeals=true&page=3', { goodDeals: false })).toBe(path);
    expect(refinedListHref(path, '?goodDeals=true', { sort: 'real-discount' })).toBe(
      `${path}?goodDeals=true&sort=real-discount`,
    );
    expect(refinedListHref(path, '?sort=real-discount', { sort: 'rank' })).toBe(path);
  });
});
