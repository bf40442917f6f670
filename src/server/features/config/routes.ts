import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '../../../shared/api/auth';
import type { AdminAccessService } from '../admin-access/service';

/** GET /api/config: the server's public set-up, for the client (no secrets). */
export const configRoutes: FastifyPluginAsyncZod<{
  adminAccess: AdminAccessService;
  authSyncUrl: string;
  messaging: PublicConfig['messaging'];
}> = async (app, { adminAccess, authSyncUrl, messaging }) => {
  app.get('/config', { schema: { response: { 200: publicConfigSchema } } }, async () => ({
    authSyncUrl,
    adminSetupNeeded: await adminAccess.setupNeeded(),
    messaging,
  }));
};
