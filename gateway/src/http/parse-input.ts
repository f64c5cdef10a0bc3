import { InvalidInputError, invalidInputFromZod } from '@bli/server-kit';
import type { z } from 'zod';

/** Nesting deeper than any input of the API is not searched (the schema refuses it anyway). */
const MAX_DEPTH = 8;

/** Where the first text holding a NUL character is (`asins.3`), or null. */
function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Validates HTTP input with a contract schema; a failure is a 400 naming each bad field. Text
 * holding a NUL character is refused first, whatever the field: PostgreSQL cannot store one, and
 * the query carrying it failed as if the database were down (a 503).
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const withNul = nulPath(value);
  if (withNul !== null) {
    const message = `${withNul} must not contain a NUL character`;
    throw new InvalidInputError(message, { fields: [{ field: withNul, message }] });
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInputFromZod(result.error);
  return result.data;
}
