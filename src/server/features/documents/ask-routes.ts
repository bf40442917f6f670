import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  askDocumentsRequestSchema,
  askDocumentsResponseSchema,
  documentTableQuerySchema,
  documentTableRequestSchema,
} from '../../../shared/api/documents';
import { requireUser } from '../../auth/principal';
import type { DocumentAsk } from './ask';
import type { DocumentTable } from './table';
import { tableCsv, tableXlsx } from './table-export';
import { perUser } from '../../http/per-user-rate-limit';

/** A question may call the model and decrypts up to documentsPerAsk documents; a table decrypts up to documentsPerTable. */
const ASK_LIMIT = perUser(20);
const TABLE_LIMIT = perUser(10);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Asking about documents and the tabular review, over documents the caller may see (theirs, or their matters'): any other id is a 404. */
export const documentAskRoutes: FastifyPluginAsyncZod<{ ask: DocumentAsk; table: DocumentTable }> = async (app, { ask, table }) => {
  app.post(
    '/documents/ask',
    {
      schema: { summary: 'Answer a question from one or many documents, with quotations', body: askDocumentsRequestSchema, response: { 200: askDocumentsResponseSchema } },
      config: { rateLimit: ASK_LIMIT },
    },
    async (request) => ask.ask({ userId: requireUser(request).userId, ...request.body }),
  );

  // No response schema: the reply is the JSON grid (documentTableResponseSchema) or, with ?format, a file.
  app.post(
    '/documents/table',
    {
      schema: {
        summary: 'Documents × questions, each cell an answer with its source; ?format=csv|xlsx downloads it',
        querystring: documentTableQuerySchema,
        body: documentTableRequestSchema,
      },
      config: { rateLimit: TABLE_LIMIT },
    },
    async (request, reply) => {
      const grid = await table.table({ userId: requireUser(request).userId, ...request.body });
      const { format } = request.query;
      if (!format) return grid;
      const file = format === 'csv' ? { type: 'text/csv; charset=utf-8', body: tableCsv(grid) } : { type: XLSX_TYPE, body: await tableXlsx(grid) };
      return reply
        .headers({ 'content-type': file.type, 'content-disposition': `attachment; filename="document-review.${format}"`, 'cache-control': 'no-store' })
        .send(file.body);
    },
  );
};
