import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackVisitRequestSchema, trackVisitResponseSchema } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { createVisitsRepository } from './repository';
import { recordVisit } from './service';

export const visitsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createVisitsRepository(db);

  app.post(
    '/track-visit',
    {
      schema: { body: trackVisitRequestSchema, response: { 200: trackVisitResponseSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      await recordVisit({ repository, page: request.body.page, userId: request.userId });
      return { ok: true as const };
    },
  );
};
