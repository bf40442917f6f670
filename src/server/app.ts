import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes';
import { registerPrincipal } from './auth/principal';
import { authSyncRoutes } from './auth/sync-routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { createLiveHub, type LiveHub } from './features/live/hub';
import { registerErrorHandling } from './http/errors';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions, OneLinePerRequest } from './http/logging';
import { plainLogStream } from './http/plain-log';
import { registerRequestTimeout } from './http/request-timeout';
import { registerRateLimiting, registerSecurityHeaders } from './http/security';
import { registerRouteTable } from './http/route-table';
import { registerClient } from './http/static-client';
import { createServices, type ServiceOverrides, type Services } from './services';
import { createSharedState } from './shared-state';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous request. Set by the identity layer. */
    userId: string | null;
  }
}

export interface AppDeps extends ServiceOverrides {
  config: Config;
  database: Database;
  liveHub?: LiveHub;
  /** Prefixes every key this app keeps in Redis (default 'volnadraft:'); apps sharing one prefix share their state. */
  sharedStateKeyPrefix?: string;
  logger?: FastifyServerOptions['logger'];
  https?: { cert: Buffer; key: Buffer };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services, for start-up jobs in main.ts and for tests. */
    services: Services;
  }
}

/** Builds the whole HTTP application from its dependencies; `main.ts` starts it, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL, config.LOG_FORMAT === 'json' ? undefined : plainLogStream(process.stdout)),
    logController: new OneLinePerRequest(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    ...(deps.https ? { https: deps.https } : {}),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('userId', null);
  registerRouteTable(app);

  registerErrorHandling(app);
  registerInputGuard(app);
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  await registerSecurityHeaders(app, { tls: Boolean(deps.https) });
  // Opened first and closed last: a Redis that is down at start-up stops it here (ADR 018).
  const sharedState = await createSharedState({
    redisUrl: config.REDIS_URL,
    database,
    log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
    keyPrefix: deps.sharedStateKeyPrefix ?? config.REDIS_KEY_PREFIX,
  });
  await registerRateLimiting(app, sharedState.rateLimit);
  await app.register(cookie);

  const liveHub = deps.liveHub ?? createLiveHub({ feed: sharedState.liveFeed, warn: (message) => app.log.warn(message) });
  app.addHook('onClose', async () => {
    await liveHub.close();
    await sharedState.close();
  });
  await liveHub.start();
  const services = await createServices({ config, database, log: app.log, liveHub, sharedState, overrides: deps });
  app.decorate('services', services);
  app.addHook('onClose', () => services.jobs.stop());
  registerPrincipal(app, services.verify);

  await app.register(authSyncRoutes, { verify: services.verify, url: config.AUTH_SYNC_URL });
  await app.register((api) => registerApiRoutes(api, services, liveHub), { prefix: '/api' });
  await services.adminAccess.prepareSetupCode(app.log);

  await registerClient(app, { distDir: config.CLIENT_DIST_DIR });
  return app;
}
