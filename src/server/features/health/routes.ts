import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../shared/api/health';
import type { Database } from '../../db/client';

export interface HealthRoutesOptions {
  database: Database;
  version: string;
  startedAt: number;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database, version, startedAt }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const ok = await database.ping();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version,
        database: { kind: database.kind, ok },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};
