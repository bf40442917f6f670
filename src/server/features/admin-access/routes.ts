import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
    sendFetchResponse(reply, await adminAccess.createFirstAdmin(request.body)),
  );

  app.post('/admin-register', { schema: { body: adminRegisterRequestSchema }, config: CODE_ATTEMPTS }, async (request, reply) =>
    sendFetchResponse(reply, await adminAccess.registerInvitedAdmin(request.body)),
  );

  app.post('/admin/invitations', { schema: { response: { 200: adminInvitationResponseSchema } } }, async (request) => {
    const { userId } = requireAdmin(request);
    const { code, expiresAt } = await adminAccess.invite(userId);
    return { code, expiresAt: expiresAt.toISOString() };
  });
};
