import { pageCount } from './paging';

describe('pageCount', () => {
  it('counts whole and partial pages, and one page for an empty list', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(100_000, 120)).toBe(834);
  });
});
