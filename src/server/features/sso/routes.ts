import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmParamsSchema } from '../../../shared/api/firms';
import { firmSsoSettingsSchema, firmSsoViewSchema } from '../../../shared/api/sso';
import { requireUser } from '../../auth/principal';
import { perUser } from '../../http/per-user-rate-limit';
import type { FirmSsoSettings } from './settings';

/** A firm's single sign-on settings (ADR 026): members read them, owners change them and verify the domain by DNS. */
export const firmSsoRoutes: FastifyPluginAsyncZod<{ firmSso: FirmSsoSettings }> = async (app, { firmSso }) => {
  const acting = (request: FastifyRequest, firmId: string) => ({ userId: requireUser(request).userId, ip: request.ip, firmId });

  app.get('/firms/:id/sso', { schema: { params: firmParamsSchema, response: { 200: firmSsoViewSchema } } }, async (request) =>
    firmSso.get(acting(request, request.params.id)),
  );

  app.put(
    '/firms/:id/sso',
    { schema: { params: firmParamsSchema, body: firmSsoSettingsSchema, response: { 200: firmSsoViewSchema } }, config: { rateLimit: perUser(10) } },
    async (request) => firmSso.save({ ...acting(request, request.params.id), settings: request.body }),
  );

  app.post(
    '/firms/:id/sso/verify-domain',
    // Each try asks DNS: a few a minute are plenty for an owner waiting for a record to appear.
    { schema: { params: firmParamsSchema, response: { 200: firmSsoViewSchema } }, config: { rateLimit: perUser(5) } },
    async (request) => firmSso.verifyDomain(acting(request, request.params.id)),
  );

  app.delete('/firms/:id/sso', { schema: { params: firmParamsSchema, response: { 200: firmSsoViewSchema } }, config: { rateLimit: perUser(10) } }, async (request) =>
    firmSso.remove(acting(request, request.params.id)),
  );
};
