import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authoritiesResponseSchema,
  caseDetailSchema,
  caseParamsSchema,
  corpusStatusSchema,
  onlineCaseParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../../../shared/api/research';
import { CORPUS_HOW_TO_LOAD } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { createImportJobsRepository } from '../corpus-imports/repository';
import { createCaseRepository } from './case-repository';
import { loadCaseDetail } from './case-service';
import { createOnlineResearchService } from './online-search';
import { createResearchRepository } from './repository';
import type { OnlineResearch } from '../../providers/case-law/courtlistener-research';

/** The case-law corpus is public law: searching and reading it needs no account, only a fair rate. */
export const researchRoutes: FastifyPluginAsyncZod<{ db: Db; online?: OnlineResearch | null }> = async (
  app,
  { db, online = null },
) => {
  const research = createResearchRepository(db);
  const onlineResearch = createOnlineResearchService({ db, online });
  const cases = createCaseRepository(db);
  const imports = createImportJobsRepository(db);
  const searchLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(
    '/research/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } }, config: searchLimit },
    async (request) => {
      const local = await research.search(request.query);
      const results = local.results.map((result) => ({ ...result, source: 'local' as const }));
      return { ...local, results, online: await onlineResearch.search(request.query, results) };
    },
  );

  app.get(
    '/research/authorities',
    {
      schema: { querystring: searchQuerySchema, response: { 200: authoritiesResponseSchema } },
      config: searchLimit,
    },
    async (request) => ({ authorities: await research.mostCitedAuthorities(request.query) }),
  );

  app.get(
    '/research/cases/:id',
    {
      schema: { params: caseParamsSchema, response: { 200: caseDetailSchema } },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const detail = await loadCaseDetail({ cases, id: request.params.id });
      if (!detail) throw new AppError('not-found', 'This case is not in the corpus.');
      return detail;
    },
  );

  app.get(
    '/research/online/:clusterId',
    {
      schema: { params: onlineCaseParamsSchema, response: { 200: caseDetailSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const id = await onlineResearch.open(request.params.clusterId);
      const detail = await loadCaseDetail({ cases, id });
      if (!detail) throw new AppError('not-found', 'This case is not in the corpus.');
      return detail;
    },
  );

  app.get('/research/status', { schema: { response: { 200: corpusStatusSchema } } }, async () => ({
    ...(await research.status()),
    currentImport: await imports.current(),
    howToLoad: CORPUS_HOW_TO_LOAD,
  }));
};
