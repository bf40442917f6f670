import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citationReportQuerySchema, verifyRequestSchema, verifyResponseSchema } from '../../../shared/api/citations';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import type { OnlineCitationLookup } from '../../providers/case-law';
import { citeCheckReport, citeCheckReportFile } from './cite-check-report';
import { createCitationLookupRepository } from './lookup-repository';
import { verifyCitations } from './verify-service';

/** Citation checking for signed-in users; it reads only the public corpus and stores nothing of the text. */
export const citationRoutes: FastifyPluginAsyncZod<{ db: Db; online: OnlineCitationLookup | null }> = async (
  app,
  { db, online },
) => {
  const lookup = createCitationLookupRepository(db);
  const verify = (text: string) => verifyCitations({ text, lookup, online, currentYear: new Date().getUTCFullYear() });
  app.post(
    '/citations/verify',
    {
      schema: { body: verifyRequestSchema, response: { 200: verifyResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      requireUser(request);
      return verify(request.body.text);
    },
  );

  /** The same check as /citations/verify, answered as a cite-check report to download (PDF or Word). */
  app.post(
    '/citations/report',
    {
      schema: { body: verifyRequestSchema, querystring: citationReportQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      requireUser(request);
      const report = citeCheckReport(request.body.text, await verify(request.body.text), new Date());
      const file = await citeCheckReportFile(report, request.query.format);
      return reply
        .headers({ 'content-type': file.contentType, 'content-disposition': file.disposition, 'cache-control': 'no-store' })
        .send(file.body);
    },
  );
};
