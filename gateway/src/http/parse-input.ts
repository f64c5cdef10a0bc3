import { invalidInputFromZod } from '@bli/server-kit';
import type { z } from 'zod';

/** Validates HTTP input with a contract schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInputFromZod(result.error);
  return result.data;
}
