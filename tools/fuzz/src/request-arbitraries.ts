// Requests for one operation, generated from its documented parameters and body: valid ones
// (what the schema accepts, plus identifiers that exist in the catalogue) and invalid ones (one
// thing wrong at a time, so a failure shrinks to the part that matters).
import fc from 'fast-check';
import { attackStrings, traversalStrings } from './attack-corpora';
import type { JsonSchema, Operation, OperationParam } from './openapi-operations';
import { validValue, wrongValue } from './schema-arbitrary';
import { schemaValidator } from './schema-validator';

export type SessionKind = 'admin' | 'none' | 'no-csrf';

export interface FuzzRequest {
  /** What was done to the request (`valid`, `bad-param:slug`, `bad-body:field`, …). */
  kind: string;
  method: string;
  /** Path and query, encoded. */
  url: string;
  body?: string;
  contentType?: string;
  session: SessionKind;
  /** The URL's `..` segments lead elsewhere, so only the checks for every answer apply. */
  leavesOperation?: boolean;
}

/** True when a client resolves dot segments of the URL (it then reaches another route). */
export function resolvesElsewhere(url: string): boolean {
  const path = url.split('?', 1)[0];
  return new URL(path, 'http://fuzz.invalid').pathname !== path;
}

type Values = Record<string, unknown>;

/** Percent-encoded UTF-8; a lone surrogate travels as U+FFFD, as a browser would send it. */
function encode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** How a value travels in a path or query string (objects and arrays as JSON). */
function paramText(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function buildUrl(operation: Operation, values: Values, raw: Set<string> = new Set()): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const param of operation.params) {
    if (!(param.name in values) || values[param.name] === undefined) continue;
    const text = paramText(values[param.name]);
    if (param.in === 'path') {
      const encoded = raw.has(param.name) ? text : encode(text);
      path = path.replace(`{${param.name}}`, encoded);
    } else {
      query.set(param.name, text);
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The identifiers that exist which this parameter's documented schema accepts (an id as its
 * digits): an ASIN is no slug, so a valid request must not put one in a slug's place.
 */
function knownFitting(param: OperationParam, known: string[]): string[] {
  const validator = schemaValidator(param.schema);
  return known.filter(
    (value) =>
      validator.safeParse(value).success ||
      (/^\d+$/.test(value) && validator.safeParse(Number(value)).success),
  );
}

function paramValue(param: OperationParam, known: string[]): fc.Arbitrary<unknown> {
  const fromSchema = validValue(param.schema);
  if (param.in !== 'path' || param.schema.enum) return fromSchema;
  const fitting = knownFitting(param, known);
  return fitting.length === 0 ? fromSchema : fc.oneof(fromSchema, fc.constantFrom(...fitting));
}

function validParams(operation: Operation, known: string[]): fc.Arbitrary<Values> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const param of operation.params) record[param.name] = paramValue(param, known);
  return fc.record(record, {
    requiredKeys: operation.params.filter((param) => param.required).map((param) => param.name),
  });
}

/** An empty path parameter leaves `//` or a trailing `/`: a URL of no route of this operation. */
export function emptySegment(url: string): boolean {
  return /\/\/|\/$/.test(url.split('?', 1)[0]);
}

function jsonRequest(
  operation: Operation,
  kind: string,
  session: SessionKind,
  url: string,
  body: unknown,
): FuzzRequest {
  return body === undefined
    ? { kind, method: operation.method, url, session }
    : {
        kind,
        method: operation.method,
        url,
        body: JSON.stringify(body),
        contentType: 'application/json',
        session,
      };
}

function bodyOf(operation: Operation): fc.Arbitrary<unknown> {
  return operation.body ? validValue(operation.body) : fc.constant(undefined);
}

export function validRequests(
  operation: Operation,
  known: string[],
  session: SessionKind,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validParams(operation, known), bodyOf(operation))
    .map(([values, body]) =>
      jsonRequest(operation, 'valid', session, buildUrl(operation, values), body),
    );
}

const malformedJson = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', '"\\ud800"', '\u0000', ''];

function badBodies(schema: JsonSchema): fc.Arbitrary<{ kind: string; body: unknown }> {
  const valid = validValue(schema);
  const properties = Object.keys(schema.properties ?? {});
  const variants: fc.Arbitrary<{ kind: string; body: unknown }>[] = [
    fc.jsonValue().map((body) => ({ kind: 'bad-body:any-json', body })),
    fc.constantFrom(...attackStrings).map((body) => ({ kind: 'bad-body:string', body })),
  ];
  if (properties.length > 0) {
    variants.push(
      fc.tuple(valid, fc.constantFrom(...properties)).chain(([body, name]) =>
        wrongValue(schema.properties![name], schema).map((value) => ({
          kind: `bad-body:${name}`,
          body: { ...(body as Values), [name]: value },
        })),
      ),
      fc.tuple(valid, fc.constantFrom(...properties)).map(([body, name]) => {
        const copy = { ...(body as Values) };
        delete copy[name];
        return { kind: `missing-body:${name}`, body: copy };
      }),
      fc
        .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'id'), fc.jsonValue())
        .map(([body, name, value]) => ({
          kind: `extra-body:${name}`,
          body: JSON.parse(JSON.stringify({ ...(body as Values), [name]: value })) as unknown,
        })),
    );
  }
  return fc.oneof(...variants);
}

export function invalidRequests(
  operation: Operation,
  known: string[],
  session: SessionKind,
): fc.Arbitrary<FuzzRequest> {
  const variants: fc.Arbitrary<FuzzRequest>[] = [];
  for (const param of operation.params) {
    variants.push(
      fc
        .tuple(validParams(operation, known), wrongValue(param.schema), bodyOf(operation))
        .map(([values, value, body]) =>
          jsonRequest(
            operation,
            `bad-param:${param.name}`,
            session,
            buildUrl(operation, { ...values, [param.name]: value }),
            body,
          ),
        ),
    );
    if (param.in === 'path') {
      variants.push(
        fc
          .tuple(validParams(operation, known), fc.constantFrom(...traversalStrings))
          .map(([values, value]) => {
            const url = buildUrl(
              operation,
              { ...values, [param.name]: value },
              new Set([param.name]),
            );
            const request = jsonRequest(
              operation,
              `traversal:${param.name}`,
              session,
              url,
              undefined,
            );
            // A raw "/" or "\\" adds path segments: the request is for some other route.
            const leavesOperation = resolvesElsewhere(url) || /[/\\]/.test(value);
            return { ...request, leavesOperation };
          }),
      );
    }
  }
  variants.push(
    fc
      .tuple(validParams(operation, known), fc.constantFrom(...attackStrings), bodyOf(operation))
      .map(([values, value, body]) => {
        const url = buildUrl(operation, values);
        const extra = `${url.includes('?') ? '&' : '?'}unknown=${encode(value)}`;
        return jsonRequest(operation, 'extra-query', session, `${url}${extra}`, body);
      }),
  );
  if (operation.body) {
    const body = operation.body;
    variants.push(
      fc
        .tuple(validParams(operation, known), badBodies(body))
        .map(([values, bad]) =>
          jsonRequest(operation, bad.kind, session, buildUrl(operation, values), bad.body),
        ),
      fc
        .tuple(validParams(operation, known), fc.constantFrom(...malformedJson))
        .map(([values, text]) => ({
          kind: 'malformed-json',
          method: operation.method,
          url: buildUrl(operation, values),
          body: text,
          contentType: 'application/json',
          session,
        })),
      fc.tuple(validParams(operation, known), validValue(body)).map(([values, value]) => ({
        kind: 'wrong-content-type',
        method: operation.method,
        url: buildUrl(operation, values),
        body: JSON.stringify(value),
        contentType: 'text/plain',
        session,
      })),
      validParams(operation, known).map((values) => ({
        kind: 'no-body',
        method: operation.method,
        url: buildUrl(operation, values),
        session,
      })),
    );
  }
  return fc.oneof(...variants);
}
