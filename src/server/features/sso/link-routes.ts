import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ssoLinkRequestSchema, ssoLinkTokenSchema } from '../../../shared/api/sso-links';
import { perUser } from '../../http/per-user-rate-limit';
import type { SsoLinkRequests } from './link-requests';

/**
 * The emailed link that consents to a provider's first sign-in into an existing account (issue #40). The token is
 * the proof (only the account's verified address received it), so neither route needs a session; both are POSTs so
 * a mail scanner that opens the link's page links nothing.
 */
export const ssoLinkRoutes: FastifyPluginAsyncZod<{ links: SsoLinkRequests }> = async (app, { links }) => {
  app.post(
    '/sso/link-requests/preview',
    { schema: { body: ssoLinkTokenSchema, response: { 200: ssoLinkRequestSchema } }, config: { rateLimit: perUser(20) } },
    async (request) => links.preview(request.body.token),
  );

  app.post(
    '/sso/link-requests/confirm',
    { schema: { body: ssoLinkTokenSchema, response: { 200: ssoLinkRequestSchema } }, config: { rateLimit: perUser(10) } },
    async (request) => links.confirm({ token: request.body.token, ip: request.ip }),
  );
};
