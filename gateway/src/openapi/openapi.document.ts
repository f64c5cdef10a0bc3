import {
  API_ROUTES,
  httpErrorSchema,
  PAGE_SIZE_DEFAULT,
  requestShape,
  type AnyRoute,
} from '@bli/contracts';
import { z } from 'zod';
import { bucketOf } from '../http/rate-limit';

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
function errorsOf(route: AnyRoute): number[] {
  const added = [
    ...(route.admin ? (route.method === 'GET' ? [401] : [401, 403]) : []),
    ...(route.method === 'GET' ? [] : [413]),
    414,
    431,
  ];
  return [...new Set([...route.errors, ...added])].sort((a, b) => a - b);
}

/** What the paging parameters of every list call mean. */
const PAGING_DESCRIPTIONS: Record<string, string> = {
  page: 'page to answer, from 1 (not read with after)',
  pageSize: `items a page (default ${PAGE_SIZE_DEFAULT})`,
  after:
    'where the page starts: the opaque cursor of a Link rel="next"; a deep page costs what the first does',
  sort: 'rank (default) or real-discount: the largest saving against the 90-day median first',
  goodDeals:
    'true: only good deals (within 5 % of the lowest price recorded, with 5 weeks of history)',
};

/**
 * A route's path and query parameters from the schema that validates them: path parameters are
 * the fields its path names, the rest are query parameters, required when they have no default.
 */
function parametersOf(route: AnyRoute) {
  return Object.entries(requestShape(route)).map(([name, schema]) => {
    const inPath = route.path.includes(`{${name}}`);
    return {
      name,
      in: inPath ? 'path' : 'query',
      required: inPath || !schema.safeParse(undefined).success,
      description: route.describe?.[name] ?? PAGING_DESCRIPTIONS[name] ?? name,
      schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    };
  });
}

/** What a list call's answer carries besides its page of items. */
const PAGING_HEADERS = {
  'X-Total-Count': {
    description: 'how many items the whole list has',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'RFC 8288 links to the first, prev, next and last pages (prev and next only where they exist); next carries an after= cursor on lists that take one',
    schema: { type: 'string' },
  },
};

/**
 * A route with the `public` cache policy answers with an ETag, and a 304 to a matching
 * If-None-Match; test/admin-routes.int-spec.ts holds this against the router.
 */
export function isCachedRead(route: AnyRoute): boolean {
  return route.cache === 'public';
}

/** The 429 of a route: the gateway's rate limit (bucketOf), the route's own, or both. */
function tooManyRequestsOf(route: AnyRoute) {
  const reasons: string[] = [];
  let retryAfter = true;
  if (bucketOf(route.method, route.path) !== null) {
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
  for (const route of API_ROUTES) {
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
    paths[route.path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [...parametersOf(route), ...(cached ? [IF_NONE_MATCH] : [])],
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
