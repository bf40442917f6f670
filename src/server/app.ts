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
import { randomBytes } from 'node:crypto';
import { createAuth } from './auth/auth';
import { mountAuth } from './auth/mount';
import { registerPrincipal } from './auth/principal';
import { authSyncRoutes } from './auth/sync-routes';
import { createTokenVerifier } from './auth/verify-token';
import { publicUrl } from './config';
import { adminAccessRoutes } from './features/admin-access/routes';
import { createAdminAccessRepository } from './features/admin-access/repository';
import { createAdminAccessService } from './features/admin-access/service';
import { captchaRoutes } from './features/captcha/routes';
import { createCaptcha } from './features/captcha/captcha';
import { configRoutes } from './features/config/routes';
import { meRoutes } from './features/me/routes';
import { mfaRoutes } from './features/mfa/routes';
import { createPhoneVerificationsRepository } from './features/mfa/repository';
import { createMfaService } from './features/mfa/service';
import { createProfilesRepository } from './features/profiles/repository';
import { referralRoutes } from './features/referrals/routes';
import { createSettingsRepository } from './features/settings/repository';
import { createMessenger, type Messenger } from './providers/messaging';

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
  /** Email and SMS; by default chosen from configuration (SMTP, Twilio, or the outbox). */
  messenger?: Messenger;
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

  const { db } = database;
  const settings = createSettingsRepository(db);
  const profiles = createProfilesRepository(db);
  const secret = config.AUTH_SECRET ?? (await settings.getOrCreate('auth_secret', () => randomBytes(32).toString('base64url')));
  const captchaKey = await settings.getOrCreate('captcha_hmac_key', () => randomBytes(32).toString('base64url'));
  const messenger = deps.messenger ?? createMessenger({ config, db, log: app.log });
  const auth = createAuth({ db, secret, publicUrl: publicUrl(config), messenger });
  const verify = createTokenVerifier({ db, issuer: publicUrl(config), loadJwks: () => auth.api.getJwks() });
  const captcha = createCaptcha({ hmacKey: captchaKey });
  const adminAccess = createAdminAccessService({ auth, repository: createAdminAccessRepository(db), settings });
  const mfa = createMfaService({ auth, messenger, profiles, pending: createPhoneVerificationsRepository(db) });
  registerPrincipal(app, verify);

  const hub = deps.liveHub ?? createLiveHub();
  await app.register(authSyncRoutes, { verify, url: config.AUTH_SYNC_URL });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: APP_VERSION, startedAt: Date.now() });
      await api.register(visitsRoutes, { db });
      await api.register(liveRoutes, { hub });
      await mountAuth(api, { auth, profiles, enumerationProtection: config.AUTH_ENUMERATION_PROTECTION });
      await api.register(meRoutes, { profiles });
      await api.register(referralRoutes, { db });
      await api.register(captchaRoutes, { captcha });
      await api.register(mfaRoutes, { mfa, captcha });
      await api.register(adminAccessRoutes, { adminAccess });
      await api.register(configRoutes, {
        adminAccess,
        authSyncUrl: config.AUTH_SYNC_URL,
        messaging: { email: config.SMTP_URL ? 'smtp' : 'outbox', sms: config.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox' },
      });
    },
    { prefix: '/api' },
  );
  await adminAccess.prepareSetupCode(app.log);

  await registerClient(app, { distDir: config.CLIENT_DIST_DIR });
  return app;
}
