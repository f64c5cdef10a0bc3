// Values that a JSON Schema accepts, as fast-check arbitraries (so failures shrink), and values
// it must refuse.
import fc from 'fast-check';
import { attackStrings } from './attack-corpora';
import type { JsonSchema } from './openapi-operations';

const MAX_DEPTH = 6;

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)?.[part];
  return (target as JsonSchema | undefined) ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/**
 * How long fast-check makes a pattern's repeats: its default ("small", up to about 10) never
 * reaches a `minLength` of 20, and the filter below would then search forever.
 */
function sizeFor(minLength: number): fc.Size {
  if (minLength <= 4) return 'small';
  if (minLength <= 40) return 'medium';
  return minLength <= 400 ? 'large' : 'xlarge';
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    default:
      // No format, or one without a generator of its own: the pattern or plain strings below.
      break;
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      const matching = fc.stringMatching(pattern, { size: sizeFor(minLength) });
      // Cut to the length limit, then keep only what still matches (a cut can end on a "-").
      return minLength > 0 || schema.maxLength !== undefined
        ? matching
            .map((value) => value.slice(0, maxLength))
            .filter((value) => fits(value) && pattern.test(value))
        : matching;
    } catch {
      // a pattern fast-check cannot generate from: plain strings, the server will judge them
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON * 4)
      : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON * 4)
      : undefined);
  if (integer) {
    return fc.integer({
      min: Math.ceil(min ?? -1_000_000),
      max: Math.floor(max ?? 10_000_000),
    });
  }
  return fc.double({
    min: min ?? -1_000_000,
    max: max ?? 10_000_000,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/**
 * Fields that only say how long the server may wait (a sync call waits up to `waitMs` for its
 * run): kept short so a run of thousands of requests stays bounded in time.
 */
const WAIT_FIELDS_MAX_MS = 2_000;

function bounded(name: string, schema: JsonSchema): JsonSchema {
  if (name !== 'waitMs') return schema;
  return { ...schema, maximum: Math.min(schema.maximum ?? WAIT_FIELDS_MAX_MS, WAIT_FIELDS_MAX_MS) };
}

/** Values the schema accepts. */
export function validValue(
  schema: JsonSchema,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  schema = resolve(schema, root);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(s, root, depth + 1)));
  if (schema.allOf) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => {
        const resolved = resolve(part, root);
        return {
          ...all,
          ...resolved,
          properties: { ...all.properties, ...resolved.properties },
          required: [...(all.required ?? []), ...(resolved.required ?? [])],
        };
      },
      { type: 'object' },
    );
    return validValue(merged, root, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return depth >= MAX_DEPTH ? fc.constant(null) : fc.jsonValue();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          if (schema.prefixItems) {
            return fc.tuple(...schema.prefixItems.map((item) => validValue(item, root, depth + 1)));
          }
          const minLength = schema.minItems ?? 0;
          const maxLength = Math.min(schema.maxItems ?? 5, Math.max(minLength, 5));
          return fc.array(validValue(schema.items ?? {}, root, depth + 1), {
            minLength,
            maxLength,
          });
        }
        case 'object': {
          const properties = schema.properties ?? {};
          const required = new Set(schema.required ?? []);
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [name, property] of Object.entries(properties)) {
            record[name] = validValue(bounded(name, property), root, depth + 1);
          }
          return fc.record(record, {
            requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
          });
        }
        default:
          return fc.jsonValue();
      }
    }),
  );
}

/** Values of a type the schema does not allow, and hostile strings. */
export function wrongValue(schema: JsonSchema, root: JsonSchema = schema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(resolve(schema, root)));
  const candidates: fc.Arbitrary<unknown>[] = [fc.constantFrom(...attackStrings)];
  if (!types.has('string')) candidates.push(fc.string({ maxLength: 12 }));
  if (!types.has('number') && !types.has('integer')) {
    candidates.push(fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, -1e308)));
  }
  if (!types.has('boolean')) candidates.push(fc.boolean());
  if (!types.has('null')) candidates.push(fc.constant(null));
  if (!types.has('array')) candidates.push(fc.array(fc.jsonValue(), { maxLength: 3 }));
  if (!types.has('object')) candidates.push(fc.dictionary(fc.string(), fc.jsonValue()));
  return fc.oneof(...candidates);
}
