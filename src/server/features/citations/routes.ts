import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyRequestSchema, verifyResponseSchema } from '../../../shared/api/citations';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { OnlineCitationLookup } from '../../providers/case-law';
import { createCitationLookupRepository } from './lookup-repository';
import { verifyCitations } from './verify-service';

/** Citation checking for signed-in users; it reads only the public corpus and stores nothing of the text. */
export const citationRoutes: FastifyPluginAsyncZod<{ db: Db; online: OnlineCitationLookup | null }> = async (
  app,
  { db, online },
) => {
  const lookup = createCitationLookupRepository(db);
  app.post(
    '/citations/verify',
    {
      schema: { body: verifyRequestSchema, response: { 200: verifyResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      requireUser(request);
      return verifyCitations({ text: request.body.text, lookup, online, currentYear: new Date().getUTCFullYear() });
    },
  );
};
