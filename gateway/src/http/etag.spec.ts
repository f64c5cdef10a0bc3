import { etagOf, matchesIfNoneMatch } from './etag';

describe('etagOf', () => {
  it('gives equal bodies equal weak tags and different bodies different ones', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
    expect(etagOf('x')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = etagOf('body');

  it('matches the same tag, weak or strong, alone or in a list, and *', () => {
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.replace('W/', ''), tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
  });

  it('does not match another tag or a missing header', () => {
    expect(matchesIfNoneMatch(etagOf('other'), tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
});
