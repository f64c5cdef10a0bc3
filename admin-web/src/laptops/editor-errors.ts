import { ApiError } from '../lib/api-error';
import { EDITOR_FIELDS } from './laptop-form';

/**
 * The server's refusal of a save, by form field: a 400 names each bad field (`pros.2`,
 * `specifications.ram`: the field is the first part), a 409 on a taken slug names the slug in
 * its message. Anything the form (the laptop editor's unless `fields` are given) has no field
 * for goes under `form`.
 */
export function editorErrors(
  error: unknown,
  fields: readonly string[] = EDITOR_FIELDS,
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  const add = (name: string, message: string) => {
    result[name] = result[name] ? `${result[name]}; ${message}` : message;
  };
  for (const { field, message } of error.fieldErrors) {
    const name = field.split('.')[0];
    add(fields.includes(name) ? name : 'form', message);
  }
  if (Object.keys(result).length === 0) {
    const message = error.serverMessage ?? error.message;
    add(error.status === 409 && /\bslug\b/i.test(message) ? 'slug' : 'form', message);
  }
  return result;
}

export interface PublishRefusal {
  message: string;
  /** What is missing, one item each, when the server listed them. */
  missing: string[];
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * Why the server refused to publish: its message and the missing items it names — in
 * `details.fields` (`{ field, message }`), or `details.missing` (a list of words).
 */
export function publishRefusal(error: unknown): PublishRefusal {
  if (!(error instanceof ApiError)) {
    return { message: 'The laptop could not be published.', missing: [] };
  }
  const details = (error.details ?? {}) as { missing?: unknown };
  const missing = [
    ...error.fieldErrors.map(({ message }) => message),
    ...stringList(details.missing),
  ];
  return {
    message: error.serverMessage ?? error.message,
    missing: [...new Set(missing)].filter((item) => item !== error.serverMessage),
  };
}
