import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerRequestTimeout } from './http/request-timeout';
import { registerRateLimiting, registerSecurityHeaders } from './http/security';
import { registerClient } from './http/static-client';
import { healthRoutes } from './features/health/routes';
import { liveRoutes } from './features/live/routes';
import { createLiveHub, type LiveHub } from './features/live/hub';
import { visitsRoutes } from './features/visits/routes';
import { APP_VERSION } from './version';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous request. Set by the identity layer. */
    userId: string | null;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  liveHub?: LiveHub;
  logger?: FastifyServerOptions['logger'];
  https?: { cert: Buffer; key: Buffer };
}

/** Builds the whole HTTP application from its dependencies; `main.ts` starts it, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    ...(deps.https ? { https: deps.https } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', null);

  registerErrorHandling(app);
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  await registerSecurityHeaders(app, { tls: Boolean(deps.https) });
  await registerRateLimiting(app);
  await app.register(cookie);

  const hub = deps.liveHub ?? createLiveHub();
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION, startedAt: Date.now() });
      await api.register(visitsRoutes, { db: database.db });
      await api.register(liveRoutes, { hub });
    },
    { prefix: '/api' },
  );

  await registerClient(app, { distDir: config.CLIENT_DIST_DIR });
  return app;
}
