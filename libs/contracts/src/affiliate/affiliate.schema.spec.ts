import { sitePathSchema } from './affiliate.schema';

it('accepts a path on this site', () => {
  for (const path of ['/', '/laptop/asus-tuf-f15', '/price-range/under-50000/', '/a.b~c_d']) {
    expect(sitePathSchema.safeParse(path).success).toBe(true);
  }
});

it('refuses anything that could name another host or is not a plain path', () => {
  for (const path of [
    '',
    'laptop',
    '//evil.example',
    '///x',
    'https://evil.example/',
    '/a b',
    '/%2F',
  ]) {
    const result = sitePathSchema.safeParse(path);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('page must be a path on this site');
  }
});
