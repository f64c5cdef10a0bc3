import { pageNumbers } from './page-links';

describe('pageNumbers', () => {
  it('lists every page of a short list', () => {
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pageNumbers(1, 834)).toEqual([1, 2, 3, null, 834]);
    expect(pageNumbers(10, 834)).toEqual([1, null, 8, 9, 10, 11, 12, null, 834]);
    expect(pageNumbers(834, 834)).toEqual([1, null, 832, 833, 834]);
  });
});
