import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentParamsSchema } from '../../../../shared/api/documents';
import { DOCX_CONTENT_TYPE, reviewDocxRequestSchema, UNTRACKED_HEADER } from '../../../../shared/api/review-export';
import { requireUser } from '../../../auth/principal';
import { perUser } from '../../../http/per-user-rate-limit';
import { attachment } from '../routes';
import type { ReviewExport } from './service';

/** The review in Word. A document the caller may not see (not theirs, behind a matter's wall) is 404 like every review route. */
export const reviewExportRoutes: FastifyPluginAsyncZod<{ reviewExport: ReviewExport }> = async (app, { reviewExport }) => {
  app.post(
    '/documents/:id/review/docx',
    {
      schema: { summary: 'The review as a Word file: suggestions as tracked changes, findings as comments', params: documentParamsSchema, body: reviewDocxRequestSchema },
      config: { rateLimit: perUser(20) },
    },
    async (request, reply) => {
      const file = await reviewExport.docx(requireUser(request).userId, request.params.id, request.body);
      return reply
        .headers({
          'content-type': DOCX_CONTENT_TYPE,
          'content-disposition': attachment(file.fileName),
          [UNTRACKED_HEADER]: String(file.untracked.length),
          'cache-control': 'no-store',
        })
        .send(file.bytes);
    },
  );
};
