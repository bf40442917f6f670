import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminInvitationListSchema,
  adminInvitationResponseSchema,
  adminRegisterRequestSchema,
  adminSetupRequestSchema,
  adminSetupStatusSchema,
} from '../../../shared/api/admin-access';
import { sendFetchResponse } from '../../auth/mount';
import { requireAdmin } from '../../auth/principal';
import type { AdminAccessService } from './service';

const CODE_ATTEMPTS = { rateLimit: { max: 10, timeWindow: '15 minutes' } };

export const adminAccessRoutes: FastifyPluginAsyncZod<{ adminAccess: AdminAccessService }> = async (app, { adminAccess }) => {
  app.get('/admin-setup', { schema: { response: { 200: adminSetupStatusSchema } } }, async () => ({
    needed: await adminAccess.setupNeeded(),
  }));

  app.post('/admin-setup', { schema: { body: adminSetupRequestSchema }, config: CODE_ATTEMPTS }, async (request, reply) =>
    sendFetchResponse(reply, await adminAccess.createFirstAdmin({ account: request.body, ip: request.ip })),
  );

  app.post('/admin-register', { schema: { body: adminRegisterRequestSchema }, config: CODE_ATTEMPTS }, async (request, reply) =>
    sendFetchResponse(reply, await adminAccess.registerInvitedAdmin({ account: request.body, ip: request.ip })),
  );

  app.get(
    '/admin/invitations',
    { schema: { summary: 'Invitation codes created so far', response: { 200: adminInvitationListSchema } } },
    async (request) => {
      requireAdmin(request);
      return { invitations: await adminAccess.invitations() };
    },
  );

  app.post(
    '/admin/invitations',
    { schema: { summary: 'Create a single-use admin invitation code', response: { 200: adminInvitationResponseSchema } } },
    async (request) => {
      const { userId } = requireAdmin(request);
      const { code, expiresAt } = await adminAccess.invite({ adminId: userId, ip: request.ip });
      return { code, expiresAt: expiresAt.toISOString() };
    },
  );
};
