import { compareHref, readCompareParam, selectCompared } from './compare-selection';

const laptop = (slug: string) => ({ slug });

describe('compare selection', () => {
  it('drops repeats and malformed slugs, keeping URL order', () => {
    expect(readCompareParam('b, a,b,,Not A Slug,c')).toEqual({
      slugs: ['b', 'a', 'c'],
      duplicates: ['b'],
      malformed: ['Not A Slug'],
    });
    expect(readCompareParam(null).slugs).toEqual([]);
  });

  it('drops unknown slugs and keeps the first four known ones', () => {
    const request = readCompareParam('a,x,b,c,d,e');
    const outcome = selectCompared(request, ['e', 'd', 'c', 'b', 'a'].map(laptop));
    expect(outcome.laptops.map((l) => l.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(outcome.unknown).toEqual(['x']);
    expect(outcome.overLimit).toEqual(['e']);
  });

  it('shares at most four', () => {
    expect(compareHref(['a', 'b', 'c', 'd', 'e'])).toBe('/compare?laptops=a,b,c,d');
  });
});
