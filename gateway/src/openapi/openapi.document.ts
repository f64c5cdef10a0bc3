import { httpErrorSchema, PAGE_SIZE_DEFAULT, pageRequestSchema } from '@bli/contracts';
import { z } from 'zod';
import { apiRoutes, type ApiParam } from './api-routes';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; the message names each bad field',
  401: 'No live admin session ("Authentication required"), or a wrong email or password at login',
  403: "State-changing call without the session's x-csrf-token or from another origin",
  404: 'Not found',
  409: 'Conflicts with an existing resource',
  429: 'Too many attempts or out of quota (Keepa tokens); try again after Retry-After',
  503: 'A service behind the gateway is down or did not answer within its deadline',
};

/** The operator session cookie; state-changing calls also send its CSRF token. */
const SECURITY_SCHEMES = {
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'bli_admin',
    description:
      'Set by POST /api/auth/login (named __Host-bli_admin in production). POST, PUT, PATCH and DELETE also need the header x-csrf-token with the csrfToken of the login answer, and a same-origin Origin.',
  },
};

/** What `@AdminOnly()` adds to a route's answers: 401 always, 403 on state-changing methods. */
function errorsOf(route: (typeof apiRoutes)[number]): number[] {
  if (!route.admin) return route.errors;
  const added = route.method === 'get' ? [401] : [401, 403];
  return [...new Set([...route.errors, ...added])].sort((a, b) => a - b);
}

/** The query parameters every list call takes, from the schema that validates them. */
const PAGING_PARAMS: ApiParam[] = [
  { name: 'page', description: 'page to answer, from 1', schema: pageRequestSchema.shape.page },
  {
    name: 'pageSize',
    description: `laptops a page (default ${PAGE_SIZE_DEFAULT})`,
    schema: pageRequestSchema.shape.pageSize,
  },
].map((param) => ({ ...param, in: 'query' }));

/** What a list call's answer carries besides its page of items. */
const PAGING_HEADERS = {
  'X-Total-Count': {
    description: 'how many items the whole list has',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'RFC 8288 links to the first, prev, next and last pages (prev and next only where they exist)',
    schema: { type: 'string' },
  },
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
        : route.status === 204
          ? { description: 'No Content' }
          : {
              description: 'OK',
              content: json(route.response, 'output'),
              ...(route.paged ? { headers: PAGING_HEADERS } : {}),
            },
    };
    for (const status of errorsOf(route)) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: json(httpErrorSchema, 'output'),
      };
    }
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...(route.params ?? []), ...(route.paged ? PAGING_PARAMS : [])].map((param) => ({
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
      ...(route.admin ? { security: [{ adminSession: [] }] } : {}),
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
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
