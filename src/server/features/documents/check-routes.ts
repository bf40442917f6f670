import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentCheckQuerySchema, documentParamsSchema, type DocumentCheckResponse } from '../../../shared/api/documents';
import { requireUser } from '../../auth/principal';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { OnlineCitationLookup } from '../../providers/case-law';
import { createCitationLookupRepository } from '../citations/lookup-repository';
import { documentCheckReport, documentCheckReportFile } from './check-report';
import { checkUploadedDocument, joinBlocks } from './check-service';
import type { DocumentSource } from './source';

export const DOCUMENT_NOT_FOUND = 'No document of yours has this id.';

/** The brief check of an uploaded document, as JSON or (format=pdf|docx) as the cite-check report to download. */
export const documentCheckRoutes: FastifyPluginAsyncZod<{ documents: DocumentSource; db: Db; online: OnlineCitationLookup | null }> = async (
  app,
  { documents, db, online },
) => {
  const lookup = createCitationLookupRepository(db);
  app.get(
    '/documents/:id/check',
    {
      // No response schema: the answer is either DocumentCheckResponse (typed by the service) or the report file.
      schema: { params: documentParamsSchema, querystring: documentCheckQuerySchema },
      // Like /citations/report: each check reads the corpus (and CourtListener) for every citation.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const document = await documents.open(userId, request.params.id);
      if (!document) throw new AppError('not-found', DOCUMENT_NOT_FOUND);
      const now = new Date();
      const result = await checkUploadedDocument({ document, lookup, online, jurisdiction: request.query.jurisdiction, now });
      const format = request.query.format;
      if (!format) return result satisfies DocumentCheckResponse;
      const report = documentCheckReport({ summary: document.summary, blocks: document.blocks, joined: joinBlocks(document.blocks), result, checkedAt: now });
      const file = await documentCheckReportFile(report, document.summary, format);
      return reply
        .headers({ 'content-type': file.contentType, 'content-disposition': file.disposition, 'cache-control': 'no-store' })
        .send(file.body);
    },
  );
};
