import { buildAffiliateUrl } from './affiliate-url';

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
