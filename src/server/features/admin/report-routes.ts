import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsCsvQuerySchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  auditPageSchema,
  auditQuerySchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '../../../shared/api/admin';
import type { AuditLog } from '../audit/audit-log';
import { analyticsCsv } from './analytics-csv';
import type { AnalyticsService } from './analytics-service';
import type { OutboxRepository } from './outbox-repository';
import { ADMIN_RATE_LIMIT, adminActor, refuseAllButAdmins } from './routes';

export interface AdminReportRoutesOptions {
  analytics: AnalyticsService;
  audit: AuditLog;
  outbox: OutboxRepository;
}

/** /api/admin's read-only views: analytics (and their CSV), the audit log, the outbox and the OpenAPI document. */
export const adminReportRoutes: FastifyPluginAsyncZod<AdminReportRoutesOptions> = async (app, { analytics, audit, outbox }) => {
  const tags = ['admin'];
  refuseAllButAdmins(app);

  app.get(
    '/admin/analytics',
    { schema: { tags, summary: 'Visits, sign-ups, active users, tokens and revenue by day', querystring: analyticsQuerySchema, response: { 200: analyticsResponseSchema } } },
    async (request) => analytics.report(request.query),
  );

  // A plain link (the synced token cookie authenticates it), so the browser downloads the file itself.
  app.get(
    '/admin/analytics.csv',
    { schema: { tags, summary: 'One analytics table as CSV (daily, pages, models or revenue)', querystring: analyticsCsvQuerySchema }, config: ADMIN_RATE_LIMIT },
    async (request, reply) => {
      const { report, ...range } = request.query;
      const result = await analytics.report(range);
      const actor = adminActor(request);
      await audit.record({
        action: 'admin.analytics-exported',
        actor: { id: actor.adminId },
        ip: actor.ip,
        details: { report, from: result.from, to: result.to },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="volnadraft-${report}-${result.from}-to-${result.to}.csv"`)
        .header('cache-control', 'no-store')
        .send(analyticsCsv(report, result));
    },
  );

  app.get(
    '/admin/audit',
    { schema: { tags, summary: 'The audit log, newest first, by action and email or IP', querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/admin/outbox',
    { schema: { tags, summary: 'Email and SMS the embedded messaging provider kept, newest first', querystring: outboxQuerySchema, response: { 200: outboxPageSchema } } },
    async (request) => outbox.page(request.query),
  );

  app.get('/admin/openapi.json', { schema: { tags, summary: 'This API as an OpenAPI 3.1 document' } }, async (request) =>
    request.server.swagger(),
  );
};
