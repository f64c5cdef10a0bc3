import { hasRating, numericRating, starParts, verdictFor } from './rating';

describe('numericRating', () => {
  it('parses decimal strings and treats blanks as unrated', () => {
    expect(numericRating('4.3')).toBe(4.3);
    expect(numericRating(null)).toBeNull();
    expect(numericRating('')).toBeNull();
    expect(numericRating('n/a')).toBeNull();
  });
  it('counts only positive ratings as a rating', () => {
    expect(hasRating('0')).toBe(false);
    expect(hasRating('3.9')).toBe(true);
  });
});

describe('verdictFor', () => {
  it.each([
    ['4.5', 'Highly Recommended'],
    ['4.8', 'Highly Recommended'],
    ['4.4', 'Recommended'],
    ['4', 'Recommended'],
    ['3.9', 'Consider Carefully'],
    [null, 'Consider Carefully'],
  ])('rating %s → %s', (rating, verdict) => {
    expect(verdictFor(rating)).toBe(verdict);
  });
});

describe('starParts', () => {
  it('splits a rating into full, half and empty stars out of 5', () => {
    expect(starParts('4.5')).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starParts('3.4')).toEqual({ full: 3, half: 0, empty: 2 });
    expect(starParts(null)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts('7')).toEqual({ full: 5, half: 0, empty: 0 });
  });
});
