import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { currentCorrelationId } from '@bli/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_OPTIONS, type AuthOptions } from '../auth/auth.options';
import { AuthService } from '../auth/auth.service';
import { originFactsOf } from '../auth/origin-facts';
import { isForAdminOrigin } from '../auth/same-origin';
import type { GatewayConfig } from '../gateway.config';
import { buildOpenApiDocument } from './openapi.document';

export type ApiDocsMode = 'public' | 'operators' | 'off';

/** API_DOCS, or by default: off in production, public elsewhere (`npm start`, tests). */
export function apiDocsMode(config: Pick<GatewayConfig, 'API_DOCS' | 'NODE_ENV'>): ApiDocsMode {
  return config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'public');
}

/** Swagger UI (`/api/docs`, its assets) and the document (`/api/docs-json`, `/api/docs-yaml`). */
function isDocsPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/api/docs' || path.startsWith('/api/docs/') || path.startsWith('/api/docs-');
}

function refuse(reply: FastifyReply, status: 401 | 403, error: string, code: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, code, correlationId: currentCorrelationId() ?? String(reply.request.id) });
}

/**
 * Serves the API documents as API_DOCS says: not at all (404 like any unknown path), to anyone,
 * or only with a live operator session (401 without; 403 on another origin than ADMIN_ORIGIN).
 */
export function registerApiDocs(app: NestFastifyApplication, config: GatewayConfig): void {
  const mode = apiDocsMode(config);
  if (mode === 'off') return;
  if (mode === 'operators') {
    const auth = app.get(AuthService);
    const options = app.get<AuthOptions>(AUTH_OPTIONS);
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isDocsPath(request.url)) return;
        if (!isForAdminOrigin(originFactsOf(request), options.adminOrigin)) {
          return refuse(
            reply,
            403,
            'Operator routes are served on the admin origin only',
            'FORBIDDEN',
          );
        }
        const session = await auth.authenticate(request.cookies?.[options.cookieName]);
        if (!session) return refuse(reply, 401, 'Authentication required', 'UNAUTHORISED');
      });
  }
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument() as unknown as OpenAPIObject);
}
