import { buildAffiliateUrl, isRetailerUrl } from './affiliate-url';

describe('buildAffiliateUrl', () => {
  it('links the amazon.in product page with the associate tag', () => {
    expect(buildAffiliateUrl('B0CX1YZ234', 'bestlaptops-21')).toBe(
      'https://www.amazon.in/dp/B0CX1YZ234?tag=bestlaptops-21',
    );
  });
  it('refuses anything that is not an asin or a tag', () => {
    expect(() => buildAffiliateUrl('../evil', 'tag-21')).toThrow(/asin/);
    expect(() => buildAffiliateUrl('B0CX1YZ234', 'x&redirect=evil.com')).toThrow(/tag/);
  });
});

describe('isRetailerUrl', () => {
  it.each([
    ['https://www.amazon.in/dp/B0LQVCK2JT?tag=x-21', true],
    ['http://www.amazon.in/dp/B0LQVCK2JT', false],
    ['https://www.amazon.in.evil.com/dp/x', false],
    ['https://evil.com/@www.amazon.in', false],
    ['https://user@www.amazon.in/dp/x', false],
    ['https://www.amazon.in:8443/dp/x', false],
    ['https://amazon.com/dp/x', false],
    ['//www.amazon.in/dp/x', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isRetailerUrl(url)).toBe(expected);
  });
});
