import { InvalidInputError } from '@bli/server-kit';

/**
 * A laptop's place in the rank order: RANK_ORDER's keys as PostgreSQL computes them (unrated,
 * −score, −reviews, price, id), so a page can start right after it.
 */
export type RankKey = readonly [
  unrated: boolean,
  score: number,
  reviews: number,
  price: number,
  id: number,
];

/** Where a public list continues (`?after=`): that page's number and the key of the row before it. */
export interface RankCursor {
  page: number;
  after: RankKey;
}

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const MESSAGE = 'after must be a cursor from a Link header (rel="next")';

/** Fits the integer columns of the key; anything else would fail in PostgreSQL, not here. */
const isInt = (value: unknown, min = INT_MIN): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= INT_MAX;

/** The cursor as the `Link` header carries it: base64url of its JSON, opaque to callers. */
export function encodeRankCursor({ page, after }: RankCursor): string {
  return Buffer.from(JSON.stringify([page, ...after])).toString('base64url');
}

/**
 * The cursor in `text`; anything this service did not write (or could not have: values that no
 * column holds) is a 400 naming `after`, never a query.
 */
export function decodeRankCursor(text: string): RankCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    Array.isArray(value) &&
    value.length === 6 &&
    isInt(value[0], 1) &&
    typeof value[1] === 'boolean' &&
    typeof value[2] === 'number' &&
    Number.isFinite(value[2]) &&
    isInt(value[3]) &&
    isInt(value[4]) &&
    isInt(value[5], 1)
  ) {
    const [page, unrated, score, reviews, price, id] = value as [
      number,
      boolean,
      number,
      number,
      number,
      number,
    ];
    return { page, after: [unrated, score, reviews, price, id] };
  }
  throw new InvalidInputError(MESSAGE, { fields: [{ field: 'after', message: MESSAGE }] });
}
