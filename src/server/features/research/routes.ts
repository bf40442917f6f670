import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { corpusStatusSchema, searchQuerySchema, searchResponseSchema } from '../../../shared/api/research';
import type { Db } from '../../db/client';
import { createResearchRepository } from './repository';

const HOW_TO_LOAD =
  'Load opinions with `npm run corpus:import -- <file.jsonl[.gz]>` (the JSON Lines format of the public-domain SCOTUS files), then search again.';

export const researchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const research = createResearchRepository(db);

  app.get(
    '/research/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => research.search(request.query),
  );

  app.get('/research/status', { schema: { response: { 200: corpusStatusSchema } } }, async () => ({
    ...(await research.status()),
    howToLoad: HOW_TO_LOAD,
  }));
};
