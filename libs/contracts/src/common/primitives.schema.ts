import { z } from 'zod';

/** Every id the contract names is a PostgreSQL `serial` (int4): none is larger. */
export const MAX_ID = 2_147_483_647;

/**
 * Positive integer ids arrive as path strings over HTTP and as numbers over NATS. One past
 * MAX_ID is refused like any other non-id (PostgreSQL would refuse to compare it with an int4).
 */
export const idSchema = z.coerce
  .number({ error: 'must be a positive integer id' })
  .int({ error: 'must be a positive integer id' })
  .positive({ error: 'must be a positive integer id' })
  .max(MAX_ID, { error: 'must be a positive integer id' });

export const slugSchema = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'must be at most 200 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lowercase letters, digits and single hyphens',
  });

/** The highest price an operator may enter (₹1 crore): far above any laptop, within int4. */
export const MAX_PRICE_RUPEES = 10_000_000;

/** Whole rupees; money never travels as a float. */
export const rupeesSchema = z.number().int().nonnegative();

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A yes/no filter: "true"/"false" in a query string, a boolean once parsed and forwarded. */
export const queryFlag = (field: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: `${field} must be true or false`,
  });

/** An Amazon product id: ten uppercase letters and digits, e.g. B0N5A31TUU. */
export const ASIN_PATTERN = /^[A-Z0-9]{10}$/;
export const asinSchema = z.string().regex(ASIN_PATTERN, {
  error: 'must be an ASIN (10 uppercase letters and digits)',
});

/**
 * Words a shopper typed (search words, a brand): at most `max` characters and no control
 * characters — PostgreSQL refuses a NUL in text (the query failed as if the database were
 * down), and nothing a page echoes should carry them.
 */
export const typedText = (field: string, max: number) =>
  z
    .string()
    .max(max, { error: `${field} must be at most ${max} characters` })
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, { error: `${field} must not contain control characters` });
