import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmParamsSchema } from '../../../shared/api/firms';
import { adminSsoRequirementsSchema, liftSsoRequirementSchema } from '../../../shared/api/sso';
import { ADMIN_RATE_LIMIT, adminActor, refuseAllButAdmins } from '../admin/routes';
import type { SsoAdmin } from './admin';

/** /api/admin: the firms that require single sign-on, and lifting a firm's requirement (audited). */
export const adminSsoRoutes: FastifyPluginAsyncZod<{ ssoAdmin: SsoAdmin }> = async (app, { ssoAdmin }) => {
  const tags = ['admin'];
  refuseAllButAdmins(app);

  app.get(
    '/admin/sso-requirements',
    { schema: { tags, summary: 'Firms that require single sign-on for their email domain', response: { 200: adminSsoRequirementsSchema } } },
    async () => ssoAdmin.requirements(),
  );

  app.post(
    '/admin/firms/:id/sso/lift-requirement',
    {
      schema: { tags, summary: "Lift a firm's single sign-on requirement", params: firmParamsSchema, body: liftSsoRequirementSchema, response: { 200: adminSsoRequirementsSchema } },
      config: ADMIN_RATE_LIMIT,
    },
    async (request) => {
      const { adminId, ip } = adminActor(request);
      return ssoAdmin.lift({ adminId, ip, firmId: request.params.id, reason: request.body.reason });
    },
  );
};
