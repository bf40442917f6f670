import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmMemberParamsSchema, firmParamsSchema } from '../../../shared/api/firms';
import { firmPoolSchema, memberCapSchema, poolTransferResponseSchema, poolTransferSchema, usageQuerySchema } from '../../../shared/api/matters';
import { requireUser } from '../../auth/principal';
import { perUser } from '../../http/per-user-rate-limit';
import type { AuditLog } from '../audit/audit-log';
import { ADMIN_RATE_LIMIT, adminActor, refuseAllButAdmins } from '../admin/routes';
import type { FirmPoolService } from './service';
import { adminUsageCsv, csvHeaders, myUsageCsv, usageCsv } from './usage-report';

/**
 * A firm's token pool, its members' monthly caps and its usage by matter and member (ADR 025). A firm the caller does
 * not belong to answers 404. The usage routes answer JSON (usageResponseSchema, adminUsageResponseSchema) or, with
 * ?format=csv, a download, so like the document table they declare no response schema.
 */
export const firmPoolRoutes: FastifyPluginAsyncZod<{ pool: FirmPoolService }> = async (app, { pool }) => {
  const acting = (request: FastifyRequest) => ({ userId: requireUser(request).userId, ip: request.ip });

  app.get('/firms/:id/pool', { schema: { params: firmParamsSchema, response: { 200: firmPoolSchema } } }, async (request) =>
    pool.pool({ ...acting(request), firmId: request.params.id }),
  );

  app.put(
    '/firms/:id/members/:userId/cap',
    { schema: { params: firmMemberParamsSchema, body: memberCapSchema, response: { 200: firmPoolSchema } }, config: { rateLimit: perUser(30) } },
    async (request) =>
      pool.setCap({ ...acting(request), firmId: request.params.id, memberId: request.params.userId, monthlyTokenCap: request.body.monthlyTokenCap }),
  );

  app.post(
    '/firms/:id/pool/transfer',
    { schema: { params: firmParamsSchema, body: poolTransferSchema, response: { 200: poolTransferResponseSchema } }, config: { rateLimit: perUser(10) } },
    async (request) => pool.transfer({ ...acting(request), firmId: request.params.id, ...request.body }),
  );

  // A plain link downloads the CSV (the synced token cookie authenticates a GET).
  app.get(
    '/firms/:id/usage',
    { schema: { params: firmParamsSchema, querystring: usageQuerySchema }, config: { rateLimit: perUser(30) } },
    async (request, reply) => {
      const { format, ...range } = request.query;
      const usage = await pool.usage({ ...acting(request), firmId: request.params.id, query: range });
      if (format === 'json') return usage;
      return reply.headers(csvHeaders(`matter-usage-${usage.from}-to-${usage.to}`)).send(usageCsv(usage.rows));
    },
  );

  // The caller's own usage, personal work and every firm's matters, for the dashboard (myUsageResponseSchema or CSV).
  app.get('/me/usage', { schema: { querystring: usageQuerySchema }, config: { rateLimit: perUser(30) } }, async (request, reply) => {
    const { format, ...range } = request.query;
    const usage = await pool.myUsage({ userId: requireUser(request).userId, query: range });
    if (format === 'json') return usage;
    return reply.headers(csvHeaders(`my-usage-${usage.from}-to-${usage.to}`)).send(myUsageCsv(usage.rows));
  });
};

/** GET /api/admin/usage/matters: every firm's usage by matter and member, for administrators with phone MFA. */
export const adminMatterUsageRoutes: FastifyPluginAsyncZod<{ pool: FirmPoolService; audit: AuditLog }> = async (app, { pool, audit }) => {
  refuseAllButAdmins(app);

  app.get(
    '/admin/usage/matters',
    { schema: { tags: ['admin'], summary: 'Usage by firm, matter and member; ?format=csv downloads it', querystring: usageQuerySchema }, config: ADMIN_RATE_LIMIT },
    async (request, reply) => {
      const { format, ...range } = request.query;
      const usage = await pool.adminUsage(range);
      if (format === 'json') return usage;
      const actor = adminActor(request);
      await audit.record({ action: 'admin.analytics-exported', actor: { id: actor.adminId }, ip: actor.ip, details: { report: 'matter-usage', from: usage.from, to: usage.to } });
      return reply.headers(csvHeaders(`matter-usage-all-firms-${usage.from}-to-${usage.to}`)).send(adminUsageCsv(usage.rows));
    },
  );
};
