import { canonicalPath } from './page-key';

describe('canonicalPath of a refined list', () => {
  it('is the list’s first page whatever the refinement or page, like a sorted list', () => {
    const path = '/price-range/under-50000';
    expect(canonicalPath(path, '?goodDeals=true')).toBe(path);
    expect(canonicalPath(path, '?sort=real-discount&page=2')).toBe(path);
    expect(canonicalPath('/laptops/ssd-storage', '?goodDeals=true&page=3')).toBe(
      '/laptops/ssd-storage',
    );
    // Values that refine nothing leave the page its own.
    expect(canonicalPath(path, '?goodDeals=false&page=2')).toBe(`${path}?page=2`);
    expect(canonicalPath(path, '?sort=rating&page=2')).toBe(`${path}?page=2`);
  });
});
