import type { ZodError } from 'zod';
import { InvalidInputError } from './domain-error';

/** One readable sentence naming every bad field, plus the field list for machines. */
export function invalidInputFromZod(error: ZodError, prefix?: string): InvalidInputError {
  const fields = error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)',
    message: issue.message,
  }));
  const message = fields
    .map(({ field, message: text }) => (text.startsWith(field) ? text : `${field}: ${text}`))
    .join('; ');
  return new InvalidInputError(message, { fields });
}
