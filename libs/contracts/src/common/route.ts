import type { z } from 'zod';
import type { ApiRoute } from '../api-routes';
import { PAGE_SIZE_DEFAULT } from './page-limits';
import type { Page } from './paging.schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How an answer may be stored: `public` (browsers a minute, shared caches two, with an ETag and
 * 304s) or `no-store` (anything personal, administrative or state-changing).
 */
export type CachePolicy = 'public' | 'no-store';

/**
 * The data a public read's answer is built from, or a write changes: a successful write drops the
 * gateway's cached answers of every public read built from what it changes, and nothing else.
 */
export type DataArea = 'catalogue' | 'content';

/**
 * Where a route is and how its answer reads: all a caller needs at run time. Addresses live in
 * their own schema-free modules (`<area>.addresses.ts`), so the web's browser bundles can call
 * routes without carrying their schemas.
 */
export interface RouteAddress {
  readonly method: HttpMethod;
  /** OpenAPI-style path; each `{name}` is a path parameter validated by `request`. */
  readonly path: `/api/${string}`;
  /** A list call: `page`/`pageSize` in the query, `X-Total-Count` and `Link` in the answer. */
  readonly paged?: true;
}

/** The rest of a route: its schemas and what the gateway and OpenAPI make of it. */
export interface RouteSpec {
  readonly summary: string;
  readonly tag: string;
  /**
   * Path and query parameters as one object (fields named in the path are path parameters, the
   * rest query parameters); values arrive as text, so numbers and flags coerce.
   */
  readonly request?: z.ZodType<object>;
  /** What each parameter means, for the OpenAPI document. */
  readonly describe?: Readonly<Record<string, string>>;
  /** The JSON body of a state-changing call. */
  readonly body?: z.ZodType;
  /** The success answer (for a paged call: the JSON array of one page's items). */
  readonly response: z.ZodType;
  /** The success status when not 200. */
  readonly status?: number;
  /** A redirect: the success answer is `status` with a Location header and no body. */
  readonly redirect?: string;
  /** The route's own error statuses; the gateway and the edge add theirs (see the OpenAPI). */
  readonly errors: readonly number[];
  /** Operators only: 401 without a session, and 403 without the CSRF token on writes. */
  readonly admin?: true;
  /** A 429 of the route's own, besides the gateway's rate limit: why, and whether Retry-After. */
  readonly tooManyRequests?: { readonly reason: string; readonly retryAfter: boolean };
  /** Defaults to `public` for reads anyone may make, `no-store` for the rest. */
  readonly cache?: CachePolicy;
  /**
   * A public read: the data its answer is built from; a write: the data it changes that public
   * reads show. A write that names none (a click, a login) leaves every cached answer alone.
   * Defaults to what `defineRoutes` is given for the whole area.
   */
  readonly data?: readonly DataArea[];
}

/**
 * One operation of the REST contract: the gateway binds its handler from it (method, path,
 * validation, operator guard, status, caching, paging headers), the OpenAPI document at
 * `/api/docs` is built from it, and the front ends call it by its address, so a wrong path,
 * parameter or response field fails to compile.
 */
export type Route<A extends RouteAddress = RouteAddress, S extends RouteSpec = RouteSpec> = A &
  S & { readonly cache: CachePolicy; readonly data: readonly DataArea[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<
  RouteAddress,
  RouteSpec & { request?: any; body?: any; response: any }
>;

type RoutesOf<
  A extends Record<string, RouteAddress>,
  S extends { readonly [K in keyof A]: RouteSpec },
> = {
  readonly [K in keyof A]: Route<A[K], S[K]>;
};

/**
 * An area's routes from its addresses and, under the same names, their specs (one for each
 * address, no more); the cache policy follows from the rest unless a spec says. `data` is what
 * the area's public reads are built from and its writes change, unless a spec says (none when
 * not given: the area's writes change nothing public reads show).
 */
export function defineRoutes<
  const A extends Record<string, RouteAddress>,
  const S extends { readonly [K in keyof A]: RouteSpec } & Record<Exclude<keyof S, keyof A>, never>,
>(addresses: A, specs: S): RoutesOf<A, S>;
export function defineRoutes<
  const A extends Record<string, RouteAddress>,
  const S extends { readonly [K in keyof A]: RouteSpec } & Record<Exclude<keyof S, keyof A>, never>,
>(addresses: A, data: readonly DataArea[], specs: S): RoutesOf<A, S>;
export function defineRoutes(
  addresses: Record<string, RouteAddress>,
  dataOrSpecs: readonly DataArea[] | Record<string, RouteSpec>,
  areaSpecs?: Record<string, RouteSpec>,
): Record<string, Route> {
  const specs = areaSpecs ?? (dataOrSpecs as Record<string, RouteSpec>);
  const areaData = areaSpecs ? (dataOrSpecs as readonly DataArea[]) : [];
  const entries = Object.entries(addresses).map(([name, address]) => {
    const spec = specs[name];
    const cache =
      spec.cache ??
      (address.method === 'GET' && !spec.admin && !spec.redirect ? 'public' : 'no-store');
    return [name, { ...address, ...spec, cache, data: spec.data ?? areaData }];
  });
  return Object.fromEntries(entries) as Record<string, Route>;
}

/**
 * The route at an address, found by its method and path among every route of the contract:
 * clients pass a schema-free address and still get the route's parameter and answer types.
 */
export type RouteAt<A extends RouteAddress> = Extract<
  ApiRoute,
  { readonly method: A['method']; readonly path: A['path'] }
>;

/** `{slug}` and `{section}` of `/api/guides/{section}/{slug}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamNames<Rest>
  : never;

type Output<S> = S extends z.ZodType ? z.output<S> : Record<never, never>;
/** The route's request schema, or nothing. */
type RequestOf<R> = R extends { readonly request: infer S extends z.ZodType } ? S : undefined;
/** The route's body schema, or nothing. */
type BodyOf<R> = R extends { readonly body: infer S extends z.ZodType } ? S : undefined;
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;
type ParamsOf<Out, In, P extends string> = Pick<
  Out,
  (PathParamNames<P> | RequiredKeys<In>) & keyof Out
> &
  Partial<Omit<Out, PathParamNames<P> | RequiredKeys<In>>>;

/**
 * What a caller passes as parameters: the validated types (numbers as numbers); path parameters
 * always, query parameters when the route cannot do without them.
 */
export type RouteParams<R extends AnyRoute> = ParamsOf<
  Output<RequestOf<R>>,
  RequestOf<R> extends z.ZodType ? z.input<RequestOf<R>> : Record<never, never>,
  R['path']
>;

/** What a caller passes: its parameters and, for a write, its body. */
export type RouteCall<R extends AnyRoute> = (RequestOf<R> extends z.ZodType
  ? { params: RouteParams<R> }
  : { params?: undefined }) &
  (BodyOf<R> extends z.ZodType ? { body: z.input<BodyOf<R>> } : { body?: undefined });

/** The call's arguments: none for a route that takes nothing. */
export type RouteCallArgs<R extends AnyRoute> =
  RequestOf<R> extends z.ZodType
    ? [call: RouteCall<R>]
    : BodyOf<R> extends z.ZodType
      ? [call: RouteCall<R>]
      : [call?: RouteCall<R>];

/** What the route answers: the response (a page of it for a paged call). */
export type RouteResult<R extends AnyRoute> = R extends { readonly paged: true }
  ? Page<z.output<R['response']> extends (infer Item)[] ? Item : never>
  : z.output<R['response']>;

/** What the gateway's handler receives once the route's schemas validated it. */
export type RouteInput<R extends AnyRoute> = {
  params: Output<RequestOf<R>>;
  body: BodyOf<R> extends z.ZodType ? z.output<BodyOf<R>> : undefined;
};

/** The request a call makes: method, the URL (path parameters filled, the rest as the query), the body. */
export function routeRequest<A extends RouteAddress>(
  address: A,
  ...[call]: RouteCallArgs<RouteAt<A>>
): { method: HttpMethod; url: string; body: unknown } {
  const params: Record<string, unknown> = { ...call?.params };
  const path = address.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    delete params[name];
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return { method: address.method, url: search ? `${path}?${search}` : path, body: call?.body };
}

/**
 * A call's answer as the caller returns it: the body as it is, or for a list call one page of
 * it with the list's length from `X-Total-Count` and the page asked for.
 */
export function routeResult<A extends RouteAddress>(
  address: A,
  body: unknown,
  totalCount: string | null,
  ...[call]: RouteCallArgs<RouteAt<A>>
): RouteResult<RouteAt<A>> {
  if (!address.paged) return body as RouteResult<RouteAt<A>>;
  const items = body as unknown[];
  const params: { page?: number; pageSize?: number } = call?.params ?? {};
  return {
    items,
    total: Number(totalCount ?? items.length),
    page: params.page ?? 1,
    pageSize: params.pageSize ?? PAGE_SIZE_DEFAULT,
  } as RouteResult<RouteAt<A>>;
}

/** The shape of a request schema, through a pipe (a schema whose output is transformed). */
export function requestShape(route: Pick<AnyRoute, 'request'>): Record<string, z.ZodType> {
  let schema: unknown = route.request;
  while (schema && typeof schema === 'object' && !('shape' in schema) && 'in' in schema) {
    schema = schema.in;
  }
  return schema && typeof schema === 'object' && 'shape' in schema
    ? (schema.shape as Record<string, z.ZodType>)
    : {};
}

/** The names of a route's path and query parameters. */
export function requestFields(route: Pick<AnyRoute, 'request'>): string[] {
  return Object.keys(requestShape(route));
}
