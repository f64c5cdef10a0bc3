import {
  availabilityLabel,
  listQueryFromSearch,
  searchFromListQuery,
  withFilter,
} from './laptop-list-query';

describe('the list query in the address bar', () => {
  it('reads filters and page, leaving out what is malformed', () => {
    expect(
      listQueryFromSearch(
        new URLSearchParams('q= victus &status=draft&brand=HP&priceRangeId=3&page=2'),
      ),
    ).toEqual({ q: 'victus', status: 'draft', brand: 'HP', priceRangeId: 3, page: 2 });
    expect(
      listQueryFromSearch(new URLSearchParams('status=gone&priceRangeId=-1&page=0&q=%20')),
    ).toEqual({
      q: undefined,
      status: undefined,
      brand: undefined,
      priceRangeId: undefined,
      page: 1,
    });
  });

  it('writes only what is set, page 1 left out, and round-trips', () => {
    const query = { q: 'rtx', status: 'active' as const, priceRangeId: 4, page: 3 };
    expect(searchFromListQuery(query)).toEqual({
      q: 'rtx',
      status: 'active',
      priceRangeId: '4',
      page: '3',
    });
    expect(listQueryFromSearch(new URLSearchParams(searchFromListQuery(query)))).toMatchObject(
      query,
    );
    expect(searchFromListQuery({ page: 1 })).toEqual({});
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ q: 'hp', page: 4 }, { status: 'retired' })).toEqual({
      q: 'hp',
      status: 'retired',
      page: 1,
    });
  });

  it('names the availability', () => {
    expect(availabilityLabel('out_of_stock')).toBe('Out of stock');
    expect(availabilityLabel(null)).toBe('Not checked yet');
  });
});
