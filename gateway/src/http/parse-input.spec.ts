import { InvalidInputError } from '@bli/server-kit';
import { z } from 'zod';
import { parseInput } from './parse-input';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).optional() });

const refusal = (value: unknown): [string, unknown] => {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof InvalidInputError) return [error.message, error.details];
    throw error;
  }
  return ['accepted', null];
};

it('refuses a NUL character in any text, naming where it is', () => {
  expect(refusal({ name: 'a\u0000b' })).toEqual([
    'name must not contain a NUL character',
    { fields: [{ field: 'name', message: 'name must not contain a NUL character' }] },
  ]);
  expect(refusal({ name: 'ok', tags: ['x', '\u0000'] })[0]).toBe(
    'tags.1 must not contain a NUL character',
  );
  expect(refusal({ name: 'ok', extra: { deep: '\u0000' } })[0]).toBe(
    'extra.deep must not contain a NUL character',
  );
});

it('validates everything else with the schema', () => {
  expect(parseInput(schema, { name: 'HP Victus', tags: ['gaming'] })).toEqual({
    name: 'HP Victus',
    tags: ['gaming'],
  });
  expect(refusal({ name: 7 })[0]).toMatch(/^name: /);
});
