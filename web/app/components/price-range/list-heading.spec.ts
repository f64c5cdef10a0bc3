import { rangeListHeading } from './list-heading';
import { parseSortView } from './use-sort-view';

describe('the range list', () => {
  it('reads Real discount from the address beside the page’s own sorts', () => {
    const of = (search: string) => parseSortView(new URLSearchParams(search));
    expect(of('?sort=real-discount&view=list')).toEqual({ sort: 'real-discount', view: 'list' });
    expect(of('?sort=rating')).toEqual({ sort: 'rating', view: 'grid' });
    expect(of('?sort=cheapest')).toEqual({ sort: 'popularity', view: 'grid' });
  });

  it('says how many laptops or good deals it lists, and in which order', () => {
    expect(rangeListHeading(12, 'popularity', false)).toBe(
      '12 laptops, sorted by popularity (most reviews)',
    );
    expect(rangeListHeading(1, 'rating', false)).toBe('1 laptop, sorted by highest rating');
    expect(rangeListHeading(3, 'real-discount', true)).toBe(
      '3 good deals, sorted by real discount (largest saving against the usual price first)',
    );
  });
});
