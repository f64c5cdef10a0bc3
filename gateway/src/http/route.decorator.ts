import {
  applyDecorators,
  createParamDecorator,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Put,
  UseInterceptors,
  type ExecutionContext,
} from '@nestjs/common';
import type { AnyRoute, HttpMethod, RouteInput } from '@bli/contracts';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../auth/admin-only.decorator';
import { PUBLIC_CACHE_CONTROL } from './cache-control';
import { parseInput } from './parse-input';
import { contractRouteConfig, routeOf, RouteMetadata } from './route-metadata';
import { ServiceReplyInterceptor } from './service-reply.interceptor';

const MAPPINGS: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** `/api/guides/{section}/{slug}` as Nest routes it under the global `api` prefix. */
export function nestPath(path: string): string {
  return path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Binds a handler to a contract route: its method and path, its success status, its caching,
 * for operator routes the session guard, and the answer's body (a relayed reply's bytes, a list
 * call's items with its paging headers); `@Input()` then gives the validated input. The route
 * also rides on the Fastify route's config, where the rate limiter and the micro-cache find it.
 */
export function Route(route: AnyRoute): MethodDecorator {
  return applyDecorators(
    MAPPINGS[route.method](nestPath(route.path)),
    RouteMetadata(route),
    RouteConfig(contractRouteConfig(route)),
    HttpCode(route.status ?? 200),
    Header('Cache-Control', route.cache === 'public' ? PUBLIC_CACHE_CONTROL : 'no-store'),
    ...(route.admin ? [AdminOnly()] : []),
    UseInterceptors(ServiceReplyInterceptor),
  );
}

/**
 * The handler's route input validated by the route's schemas: path and query parameters as one
 * object (`params`), then the body; a failure is a 400 naming each bad field.
 */
export const Input = createParamDecorator(
  (_: unknown, context: ExecutionContext): RouteInput<AnyRoute> => {
    const route = routeOf(context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return {
      params: route.request
        ? parseInput(route.request, { ...(request.query as object), ...(request.params as object) })
        : {},
      body: route.body ? parseInput(route.body, request.body) : undefined,
    };
  },
);
