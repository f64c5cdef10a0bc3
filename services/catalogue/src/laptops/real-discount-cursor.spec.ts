import { InvalidInputError } from '@bli/server-kit';
import { encodeRankCursor } from './rank-cursor';
import { decodeRealDiscountCursor, encodeRealDiscountCursor } from './real-discount-cursor';

describe('real-discount cursors', () => {
  it('read back what they wrote', () => {
    const cursor = { page: 3, after: ['-0.123457', 42] as const };
    expect(decodeRealDiscountCursor(encodeRealDiscountCursor(cursor))).toEqual(cursor);
    const last = { page: 2, after: ['1000000', 7] as const };
    expect(decodeRealDiscountCursor(encodeRealDiscountCursor(last))).toEqual(last);
  });

  it('refuse a rank cursor and anything else they did not write, naming after', () => {
    const rank = encodeRankCursor({ page: 2, after: [false, -1234.5, 1_000, 49_990, 7] });
    const forged = Buffer.from(JSON.stringify([2, 'real-discount', '1; drop', 7])).toString(
      'base64url',
    );
    for (const text of [rank, forged, 'not-base64!', '']) {
      expect(() => decodeRealDiscountCursor(text)).toThrow(InvalidInputError);
    }
  });
});
