import { searchRequestSchema, searchSuggestRequestSchema } from '../catalogue/search.schema';
import { typedText } from './primitives.schema';

it('takes typed words, and names the field of too many characters or a control character', () => {
  const words = typedText('q', 20);
  expect(words.parse('thin & light')).toBe('thin & light');
  expect(words.safeParse('x'.repeat(21)).error?.issues[0].message).toBe(
    'q must be at most 20 characters',
  );
  for (const text of ['a\u0000b', '\u001b[31m', 'line\nbreak', 'del\u007f']) {
    expect(words.safeParse(text).error?.issues[0].message).toBe(
      'q must not contain control characters',
    );
  }
});

it('refuses a NUL in the search words, a brand and the suggestions, naming the field', () => {
  const first = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const issue = result.error?.issues[0];
    return issue && `${issue.path.join('.')}: ${issue.message}`;
  };
  expect(first(searchRequestSchema.safeParse({ q: '\u0000' }))).toBe(
    'q: q must not contain control characters',
  );
  expect(first(searchRequestSchema.safeParse({ brand: 'HP,\u0000' }))).toBe(
    'brand.1: brand must not contain control characters',
  );
  expect(first(searchSuggestRequestSchema.safeParse({ q: 'a\u0000' }))).toBe(
    'q: q must not contain control characters',
  );
  expect(searchRequestSchema.parse({ q: 'gaming under 80k', brand: 'HP, Dell' }).brand).toEqual([
    'HP',
    'Dell',
  ]);
});
