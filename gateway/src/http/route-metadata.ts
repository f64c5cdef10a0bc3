import { SetMetadata } from '@nestjs/common';
import type { AnyRoute } from '@bli/contracts';

const ROUTE = 'bli:route';

/** Remembers on a handler the contract route it serves. */
export const RouteMetadata = (route: AnyRoute) => SetMetadata(ROUTE, route);

/** The contract route a handler serves (set by `@Route()`). */
export function routeOf(handler: object): AnyRoute {
  const route = Reflect.getMetadata(ROUTE, handler) as AnyRoute | undefined;
  if (!route) throw new Error(`${String((handler as { name?: string }).name)} has no @Route()`);
  return route;
}
