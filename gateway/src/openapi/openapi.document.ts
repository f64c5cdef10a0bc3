import { httpErrorSchema } from '@bli/contracts';
import { z } from 'zod';
import { apiRoutes } from './api-routes';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; the message names each bad field',
  404: 'Not found',
  409: 'Conflicts with an existing resource',
  429: 'Out of quota (Keepa tokens); try again after the refill',
  503: 'A service behind the gateway is down or did not answer within its deadline',
};

function json(schema: z.ZodType, io: 'input' | 'output') {
  return { 'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) } };
}

/** OpenAPI 3.1 built from the same zod schemas that validate requests, so it cannot drift. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const responses: Record<string, unknown> = {
      [route.status ?? 200]: route.redirect
        ? { description: route.redirect, headers: { Location: { schema: { type: 'string' } } } }
        : { description: 'OK', content: json(route.response, 'output') },
    };
    for (const status of route.errors) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: json(httpErrorSchema, 'output'),
      };
    }
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: (route.params ?? []).map((param) => ({
        name: param.name,
        in: param.in ?? 'path',
        required: param.required ?? ((param.in ?? 'path') === 'path' || param.name === 'maxPrice'),
        description: param.description,
        schema: z.toJSONSchema(param.schema, { io: 'input' }),
      })),
      ...(route.body
        ? { requestBody: { required: true, content: json(route.body, 'input') } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Best Laptops India API',
      version: '1.0.0',
      description: 'The public REST contract. Prices are whole rupees; times are ISO 8601 in UTC.',
    },
    paths,
  };
}
