import { laptopsBySlugsRequestSchema, MAX_LAPTOPS_BY_SLUGS } from './laptops-by-slugs.schema';

describe('laptopsBySlugsRequestSchema', () => {
  const parse = (slugs: unknown) => laptopsBySlugsRequestSchema.safeParse({ slugs });

  it('reads comma-separated slugs in their order, each once', () => {
    expect(parse('b-laptop,a-laptop,b-laptop').data).toEqual({ slugs: ['b-laptop', 'a-laptop'] });
  });

  it(`takes 1 to ${MAX_LAPTOPS_BY_SLUGS} slugs and nothing that is not one`, () => {
    const most = Array.from({ length: MAX_LAPTOPS_BY_SLUGS }, (_, i) => `laptop-${i}`);
    expect(parse(most.join(',')).success).toBe(true);
    for (const slugs of [
      '',
      [...most, 'one-more'].join(','),
      'Upper-Case',
      'a,,b',
      'a,',
      'a b',
      undefined,
    ]) {
      expect([slugs, parse(slugs).error?.issues[0].message]).toEqual([
        slugs,
        expect.stringMatching(/^slugs must be/),
      ]);
    }
  });
});
