import { SetMetadata } from '@nestjs/common';
import type { AnyRoute } from '@bli/contracts';
import type { FastifyRequest } from 'fastify';

const ROUTE = 'bli:route';

/** Remembers on a handler the contract route it serves. */
export const RouteMetadata = (route: AnyRoute) => SetMetadata(ROUTE, route);

/** The contract route a handler serves (set by `@Route()`). */
export function routeOf(handler: object): AnyRoute {
  const route = Reflect.getMetadata(ROUTE, handler) as AnyRoute | undefined;
  if (!route) throw new Error(`${String((handler as { name?: string }).name)} has no @Route()`);
  return route;
}

/** The Fastify route config `@Route()` gives a handler's route, for the HTTP edge's hooks. */
export function contractRouteConfig(route: AnyRoute): Record<string, unknown> {
  return { [ROUTE]: route };
}

/**
 * The contract route of the route Fastify matched — never read from the URL as sent, which may
 * spell the same route differently (`/%61pi/laptops`). Undefined for routes outside the contract
 * (health probes, the API docs) and for requests no route matched.
 */
export function contractRouteOf(request: FastifyRequest): AnyRoute | undefined {
  const config: object | undefined = request.routeOptions.config;
  return (config as Record<string, unknown> | undefined)?.[ROUTE] as AnyRoute | undefined;
}
