// The operations of the gateway's OpenAPI document (GET /api/docs-json), in the shape the fuzzer
// needs: where each parameter goes, the body schema, and the documented answers.

/** A JSON Schema as z.toJSONSchema writes it (the subset the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  [key: string]: unknown;
}

export interface OperationParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface DocumentedResponse {
  /** The JSON body's schema; null when the answer has no body (204, 302). */
  schema: JsonSchema | null;
  /** Headers the answer must carry (documented as required: Location on a redirect, …). */
  headers: string[];
}

export interface Operation {
  /** `GET /api/laptops/slug/{slug}` */
  id: string;
  method: string;
  path: string;
  params: OperationParam[];
  body: JsonSchema | null;
  responses: Map<number, DocumentedResponse>;
  /** Needs an operator session (and on writes the CSRF token). */
  admin: boolean;
}

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    {
      content?: Record<string, { schema: JsonSchema }>;
      headers?: Record<string, { required?: boolean }>;
    }
  >;
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const responses = new Map<number, DocumentedResponse>();
      for (const [status, response] of Object.entries(raw.responses)) {
        responses.set(Number(status), {
          schema: response.content?.['application/json']?.schema ?? null,
          headers: Object.entries(response.headers ?? {})
            .filter(([, header]) => header.required === true)
            .map(([name]) => name.toLowerCase()),
        });
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (raw.parameters ?? [])
          .filter((param) => param.in === 'path' || param.in === 'query')
          .map((param) => ({
            name: param.name,
            in: param.in as 'path' | 'query',
            required: param.in === 'path' || param.required === true,
            schema: param.schema,
          })),
        body: raw.requestBody?.content?.['application/json']?.schema ?? null,
        responses,
        admin: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

export async function fetchOpenApiDocument(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/docs-json`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET /api/docs-json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}
