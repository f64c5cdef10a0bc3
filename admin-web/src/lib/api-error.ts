/** One field the server refused, as the gateway's 400 `details.fields` name it. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * A non-OK answer. `message` is docs/product-rules.md §8's "{status}: {body or status text}"; `serverMessage`
 * is the `error` of the gateway's JSON body, when it has one, for toasts and forms.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: readonly FieldError[],
    /** The body's `details` as sent (e.g. what a refused publish lacks), when it had some. */
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isFieldError(value: unknown): value is FieldError {
  const item = value as Partial<FieldError> | null;
  return typeof item?.field === 'string' && typeof item.message === 'string';
}

/** Reads `{ error, details: { fields: [{ field, message }] } }` from a body that may be anything. */
export function apiErrorFromBody(status: number, statusText: string, text: string): ApiError {
  let serverMessage: string | null = null;
  let fieldErrors: FieldError[] = [];
  let details: unknown;
  try {
    const body = JSON.parse(text) as { error?: unknown; details?: { fields?: unknown } };
    if (typeof body?.error === 'string') serverMessage = body.error;
    details = body?.details;
    const fields = body?.details?.fields;
    if (Array.isArray(fields)) fieldErrors = fields.filter(isFieldError);
  } catch {
    // Not JSON (an HTML error page of a proxy): the text itself is the message.
  }
  return new ApiError(
    status,
    `${status}: ${text || statusText}`,
    serverMessage,
    fieldErrors,
    details,
  );
}

/** The message a person should read: the server's own words when it sent some. */
export function readableError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * Field errors keyed by form field: `seoTitle: must be at most 200 characters` → seoTitle.
 * A message without a field of the form (or a 409 naming the slug) goes under `form`.
 */
export function fieldErrorsByName(
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    const name = fields.includes(field) ? field : 'form';
    result[name] = result[name] ? `${result[name]}; ${message}` : message;
  }
  const serverMessage = error.serverMessage;
  if (Object.keys(result).length === 0 && serverMessage) {
    const named = fields.find((field) => new RegExp(`\\b${field}\\b`).test(serverMessage));
    result[error.status === 409 && named ? named : 'form'] = serverMessage;
  }
  return result;
}
