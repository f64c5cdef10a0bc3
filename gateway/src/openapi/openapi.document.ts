import { httpErrorSchema, PAGE_SIZE_DEFAULT, pageRequestSchema } from '@bli/contracts';
import { z } from 'zod';
import { bucketOf } from '../http/rate-limit';
import { apiRoutes, type ApiParam, type ApiRoute } from './api-routes';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; the message names each bad field',
  401: 'No live admin session ("Authentication required"), or a wrong email or password at login',
  403: "State-changing call without the session's x-csrf-token or from another origin",
  404: 'Not found',
  409: 'Conflicts with an existing resource',
  413: 'The body is larger than 1 MB',
  414: 'The URL is longer than 8 KB (refused by the public edge)',
  431: "The request's URL and headers together are larger than the edge's 15 KB or the gateway's 16 KB",
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

/**
 * What the gateway and the edge add to a route's own answers: 401 (and 403 on state-changing
 * methods) for `@AdminOnly()`; 413 on every method that takes a body (Fastify's body limit
 * applies before the route runs); 414 and 431 everywhere (a request too large to be read as one).
 */
function errorsOf(route: ApiRoute): number[] {
  const added = [
    ...(route.admin ? (route.method === 'get' ? [401] : [401, 403]) : []),
    ...(route.method === 'get' ? [] : [413]),
    414,
    431,
  ];
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

/**
 * Every public read answers with `PublicCache` (`Cache-Control: public`), hence an ETag and a 304
 * to a matching If-None-Match; operator reads are no-store and the click hop is a redirect.
 * test/openapi-routes.int-spec.ts holds this against the router.
 */
export function isCachedRead(route: ApiRoute): boolean {
  return route.method === 'get' && !route.admin && !route.redirect;
}

/** The 429 of a route: the gateway's rate limit (bucketOf), the route's own, or both. */
function tooManyRequestsOf(route: ApiRoute) {
  const reasons: string[] = [];
  let retryAfter = true;
  if (bucketOf(route.method.toUpperCase(), route.path) !== null) {
    reasons.push('over the rate limit for this client address (per minute)');
  }
  if (route.tooManyRequests) {
    reasons.push(route.tooManyRequests.reason);
    retryAfter = route.tooManyRequests.retryAfter;
  }
  if (reasons.length === 0) return null;
  return {
    description: `Too many requests: ${reasons.join('; or ')}`,
    headers: {
      'Retry-After': {
        description: retryAfter
          ? 'seconds to wait before trying again'
          : "seconds to wait, when the limit is the gateway's own",
        required: retryAfter,
        schema: { type: 'integer', minimum: 1 },
      },
    },
    content: json(httpErrorSchema, 'output'),
  };
}

const NOT_MODIFIED = {
  description: 'Not Modified: If-None-Match holds the current ETag; no body',
  headers: { ETag: { required: true, schema: { type: 'string' } } },
};

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'ETag of a copy already held: a 304 without a body while it is still current',
  schema: { type: 'string' },
};

function json(schema: z.ZodType, io: 'input' | 'output') {
  return { 'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) } };
}

/** OpenAPI 3.1 built from the same zod schemas that validate requests, so it cannot drift. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) {
    const cached = isCachedRead(route);
    const responses: Record<string, unknown> = {
      [route.status ?? 200]: route.redirect
        ? {
            description: route.redirect,
            headers: { Location: { required: true, schema: { type: 'string' } } },
          }
        : route.status === 204
          ? { description: 'No Content' }
          : {
              description: 'OK',
              ...(cached || route.paged
                ? {
                    headers: {
                      ...(cached
                        ? {
                            ETag: { required: true, schema: { type: 'string' } },
                            'Cache-Control': { required: true, schema: { type: 'string' } },
                          }
                        : {}),
                      ...(route.paged ? PAGING_HEADERS : {}),
                    },
                  }
                : {}),
              content: json(route.response, 'output'),
            },
    };
    if (cached) responses[304] = NOT_MODIFIED;
    for (const status of errorsOf(route)) {
      responses[status] = {
        description: ERROR_DESCRIPTIONS[status],
        content: json(httpErrorSchema, 'output'),
      };
    }
    const tooMany = tooManyRequestsOf(route);
    if (tooMany) responses[429] = tooMany;
    paths[route.path] ??= {};
    paths[route.path][route.method] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...[...(route.params ?? []), ...(route.paged ? PAGING_PARAMS : [])].map((param) => ({
          name: param.name,
          in: param.in ?? 'path',
          required:
            param.required ?? ((param.in ?? 'path') === 'path' || param.name === 'maxPrice'),
          description: param.description,
          schema: z.toJSONSchema(param.schema, { io: 'input' }),
        })),
        ...(cached ? [IF_NONE_MATCH] : []),
      ],
      ...(route.body
        ? { requestBody: { required: true, content: json(route.body, 'input') } }
        : {}),
      responses: Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      ),
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
