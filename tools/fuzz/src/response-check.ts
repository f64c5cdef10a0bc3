// What every answer must be: no 5xx, a documented status with a body of its documented schema,
// redirects only to amazon.in, no header a caller smuggled in, no file from outside the app.
import { isRetailerUrl } from '@bli/domain';
import { INJECTED_HEADER, leakedFilePatterns } from './attack-corpora';
import type { FuzzResponse } from './http-client';
import type { JsonSchema, Operation } from './openapi-operations';
import { schemaValidator } from './schema-validator';
import { unsanitisedHtml } from './served-html-check';

function schemaProblem(schema: JsonSchema, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 120)}`;
  }
  const result = schemaValidator(schema).safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `body does not match its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`;
}

/**
 * The first thing wrong with an answer, or null. Without an operation (a request whose `..`
 * segments the client resolved to another path) only what holds for every answer is checked.
 */
export function responseProblem(
  operation: Operation | null,
  response: FuzzResponse,
): string | null {
  if (response.status === 0) return `no answer: ${response.text}`;
  if (response.status >= 500) return `${response.status}: ${response.text.slice(0, 200)}`;
  if (response.headers.has(INJECTED_HEADER)) return `a caller's header was echoed as a header`;
  if (/fuzz=1/.test(response.headers.get('set-cookie') ?? '')) return 'a caller set a cookie';
  const location = response.headers.get('location');
  if (location !== null && !isRetailerUrl(location)) return `redirect off amazon.in: ${location}`;
  if (leakedFilePatterns.some((pattern) => pattern.test(response.text))) {
    return 'the answer contains a file from outside the app';
  }
  if (!operation) return null;
  const documented = operation.responses.get(response.status);
  if (!documented) {
    return `undocumented status ${response.status}: ${response.text.slice(0, 200)}`;
  }
  for (const header of documented.headers) {
    if (!response.headers.has(header)) return `${response.status} without its ${header} header`;
  }
  if (documented.schema) {
    const problem = schemaProblem(documented.schema, response.text);
    if (problem || response.status >= 300) return problem;
    return unsanitisedHtml(JSON.parse(response.text));
  }
  if (response.text.length > 0 && response.status === 204) return '204 with a body';
  return null;
}
