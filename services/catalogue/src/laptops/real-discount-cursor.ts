import { InvalidInputError } from '@bli/server-kit';

/**
 * A laptop's place in the real-discount order: REAL_DISCOUNT_ORDER's keys as PostgreSQL computes
 * them (−saving / median as numeric text, id).
 */
export type RealDiscountKey = readonly [key: string, id: number];

/** Where a real-discount list continues (`?after=`): that page's number and the row before it. */
export interface RealDiscountCursor {
  page: number;
  after: RealDiscountKey;
}

/** Marks the cursor as one of this order: a rank cursor is another shape, and each refuses the other. */
const ORDER = 'real-discount';
const NUMERIC = /^-?\d{1,7}(\.\d{1,6})?$/;
const INT_MAX = 2_147_483_647;
const MESSAGE = 'after must be a cursor from a Link header (rel="next") of the same sort';

const isPositiveInt = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= INT_MAX;

export function encodeRealDiscountCursor({ page, after }: RealDiscountCursor): string {
  return Buffer.from(JSON.stringify([page, ORDER, ...after])).toString('base64url');
}

/** The cursor in `text`, or a 400 naming `after` for anything this order did not write. */
export function decodeRealDiscountCursor(text: string): RealDiscountCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    Array.isArray(value) &&
    value.length === 4 &&
    isPositiveInt(value[0]) &&
    value[1] === ORDER &&
    typeof value[2] === 'string' &&
    NUMERIC.test(value[2]) &&
    isPositiveInt(value[3])
  ) {
    return { page: value[0], after: [value[2], value[3]] };
  }
  throw new InvalidInputError(MESSAGE, { fields: [{ field: 'after', message: MESSAGE }] });
}
