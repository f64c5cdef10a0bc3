import { sortLaptops } from './sorting';

const list = [
  { id: 'a', rating: '4.1', reviewCount: 500 },
  { id: 'b', rating: '4.7', reviewCount: 20 },
  { id: 'c', rating: null, reviewCount: 900 },
];

describe('sortLaptops', () => {
  it('sorts by reviewCount descending for popularity', () => {
    expect(sortLaptops(list, 'popularity').map((l) => l.id)).toEqual(['c', 'a', 'b']);
  });
  it('sorts by numeric rating descending for highest rated, unrated last', () => {
    expect(sortLaptops(list, 'rating').map((l) => l.id)).toEqual(['b', 'a', 'c']);
  });
});
