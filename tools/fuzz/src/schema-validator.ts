import { z } from 'zod';
import type { JsonSchema } from './openapi-operations';

const validators = new WeakMap<JsonSchema, z.ZodType>();

/** A documented JSON Schema as a zod validator, built once per schema object. */
export function schemaValidator(schema: JsonSchema): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(schema, validator);
  }
  return validator;
}
