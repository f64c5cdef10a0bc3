import { AffiliateRoutes } from './affiliate/affiliate.routes';
import { AlertsRoutes } from './alerts/alerts.routes';
import { GatewayRoutes } from './auth/auth.routes';
import { CatalogueRoutes } from './catalogue/catalogue.routes';
import type { AnyRoute } from './common/route';
import { ContentRoutes } from './content/content.routes';
import { SeoRoutes } from './seo/seo.routes';
import { SyncRoutes } from './sync/sync.routes';

/** Every operation of the REST contract: what the gateway binds and OpenAPI documents. */
export const API_ROUTES: readonly AnyRoute[] = [
  ...Object.values(GatewayRoutes),
  ...Object.values(CatalogueRoutes),
  ...Object.values(ContentRoutes),
  ...Object.values(SeoRoutes),
  ...Object.values(AffiliateRoutes),
  ...Object.values(SyncRoutes),
  ...Object.values(AlertsRoutes),
];

type RoutesOf<T> = T[keyof T];

/** Every route of the contract, as a union of their exact types. */
export type ApiRoute =
  | RoutesOf<typeof GatewayRoutes>
  | RoutesOf<typeof CatalogueRoutes>
  | RoutesOf<typeof ContentRoutes>
  | RoutesOf<typeof SeoRoutes>
  | RoutesOf<typeof AffiliateRoutes>
  | RoutesOf<typeof SyncRoutes>
  | RoutesOf<typeof AlertsRoutes>;
