import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustTokensRequestSchema,
  adjustTokensResponseSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserSummarySchema,
  disableUserRequestSchema,
  setRoleRequestSchema,
} from '../../../shared/api/admin';
import { requireAdmin } from '../../auth/principal';
import type { AdminActor, AdminUsersService } from './users-service';

/** Changes and exports per admin per minute: generous for real work, a brake on a runaway script. */
export const ADMIN_RATE_LIMIT = {
  rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip },
};

/**
 * Every route of the plugin is for admins with phone MFA only, checked before the request is even validated, so
 * nobody else learns anything from it (not even what a valid body looks like).
 */
export function refuseAllButAdmins(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

/** The acting admin and their address, for the audit log. */
export const adminActor = (request: FastifyRequest): AdminActor => ({ adminId: requireAdmin(request).userId, ip: request.ip });

/** /api/admin/users: find accounts, look at one, disable or enable it, adjust its tokens, change its role. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ users: AdminUsersService }> = async (app, { users }) => {
  const params = adminUserParamsSchema;
  const tags = ['admin'];
  refuseAllButAdmins(app);

  app.get(
    '/admin/users',
    { schema: { tags, summary: 'Search accounts by email or name', querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => users.search(request.query),
  );

  app.get(
    '/admin/users/:id',
    { schema: { tags, summary: 'One account: profile, balances, ledger, sessions, work by ids and tokens', params, response: { 200: adminUserDetailSchema } } },
    async (request) => users.detail(request.params.id),
  );

  app.post(
    '/admin/users/:id/disable',
    {
      schema: { tags, summary: 'Disable an account and end its sessions', params, body: disableUserRequestSchema, response: { 200: adminUserSummarySchema } },
      config: ADMIN_RATE_LIMIT,
    },
    async (request) => users.disable({ actor: adminActor(request), userId: request.params.id, reason: request.body?.reason }),
  );

  app.post(
    '/admin/users/:id/enable',
    { schema: { tags, summary: 'Enable a disabled account', params, response: { 200: adminUserSummarySchema } }, config: ADMIN_RATE_LIMIT },
    async (request) => users.enable({ actor: adminActor(request), userId: request.params.id }),
  );

  app.post(
    '/admin/users/:id/tokens',
    {
      schema: { tags, summary: 'Grant (positive) or deduct (negative) tokens, with a reason', params, body: adjustTokensRequestSchema, response: { 200: adjustTokensResponseSchema } },
      config: ADMIN_RATE_LIMIT,
    },
    async (request) => users.adjustTokens({ actor: adminActor(request), userId: request.params.id, ...request.body }),
  );

  app.post(
    '/admin/users/:id/role',
    { schema: { tags, summary: 'Make an account an admin, or revoke that', params, body: setRoleRequestSchema, response: { 200: adminUserSummarySchema } }, config: ADMIN_RATE_LIMIT },
    async (request) => users.setRole({ actor: adminActor(request), userId: request.params.id, admin: request.body.admin }),
  );
};
