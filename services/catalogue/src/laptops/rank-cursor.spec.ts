import { InvalidInputError } from '@bli/server-kit';
import { decodeRankCursor, encodeRankCursor, type RankCursor } from './rank-cursor';

const cursor: RankCursor = {
  page: 500,
  after: [false, -1756.0000000000002, -580, 168_290, 97_721],
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

it('reads back the cursor it wrote, as URL-safe text', () => {
  const text = encodeRankCursor(cursor);
  expect(text).toMatch(/^[\w-]+$/);
  expect(decodeRankCursor(text)).toEqual(cursor);
  const unrated: RankCursor = { page: 2, after: [true, 0, 0, 999, 1] };
  expect(decodeRankCursor(encodeRankCursor(unrated))).toEqual(unrated);
});

it.each([
  ['not base64 of JSON', 'bm90IGpzb24'],
  ['an object', encode({ page: 2 })],
  ['too few keys', encode([2, false, -1, -1, 100])],
  ['page 0', encode([0, false, -1, -1, 100, 7])],
  [
    'a score as text (a cursor written before the score was a double)',
    encode([2, false, '-1.0', -1, 100, 7]),
  ],
  ['a score beyond a double', 'WzIsZmFsc2UsMWU0MDAsLTEsMTAwLDdd'],
  ['unrated as text', encode([2, 'false', -1, -1, 100, 7])],
  ['a price beyond an integer column', encode([2, false, -1, -1, 2 ** 31, 7])],
  ['a fractional id', encode([2, false, -1, -1, 100, 7.5])],
  ['id 0', encode([2, false, -1, -1, 100, 0])],
])('answers a 400 naming after for %s', (_, text) => {
  let error: unknown;
  try {
    decodeRankCursor(text);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(InvalidInputError);
  expect((error as InvalidInputError).message).toMatch(/^after must be a cursor/);
  expect((error as InvalidInputError).details).toEqual({
    fields: [{ field: 'after', message: (error as Error).message }],
  });
});
