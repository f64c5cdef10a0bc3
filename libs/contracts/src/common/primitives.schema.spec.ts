import { searchRequestSchema, searchSuggestRequestSchema } from '../catalogue/search.schema';
import { idSchema, MAX_ID, typedText } from './primitives.schema';

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

it('takes an id up to the largest serial, and refuses one past it as any other non-id', () => {
  expect(idSchema.parse('7')).toBe(7);
  expect(idSchema.parse(String(MAX_ID))).toBe(2_147_483_647);
  for (const id of [String(MAX_ID + 1), '0', '-3', '1.5', 'x']) {
    expect(idSchema.safeParse(id).error?.issues[0].message).toBe('must be a positive integer id');
  }
});
