import { z } from 'zod';

/** Positive integer ids arrive as path strings over HTTP and as numbers over NATS. */
export const idSchema = z.coerce
  .number({ error: 'must be a positive integer id' })
  .int({ error: 'must be a positive integer id' })
  .positive({ error: 'must be a positive integer id' });

export const slugSchema = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'must be at most 200 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lowercase letters, digits and single hyphens',
  });

/** Whole rupees; money never travels as a float. */
export const rupeesSchema = z.number().int().nonnegative();

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
