import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  corpusImportJobSchema,
  corpusImportListSchema,
  corpusImportParamsSchema,
  corpusPermissionSchema,
  startCorpusImportSchema,
  uploadCorpusQuerySchema,
} from '../../../shared/api/corpus-imports';
import { requireAdmin, requireUser } from '../../auth/principal';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { users } from '../../db/schema';
import type { CorpusImports } from './service';
import { saveUpload } from './upload';

/**
 * Who may load case law: an admin with phone MFA; and on the embedded database (a single-user install) its one
 * account, which has no admin to ask. Checked before validation, like the admin area.
 */
async function requireImporter(request: FastifyRequest, database: Database): Promise<string> {
  const principal = requireUser(request);
  if (!principal.isAdmin && database.kind === 'pglite') {
    const [row] = await database.db.select({ n: count() }).from(users);
    if (row?.n === 1) return principal.userId;
  }
  return requireAdmin(request).userId;
}

/**
 * GET /api/corpus/permission: whether the signed-in user may load case law, so the research page offers "Load case
 * law" only to them without asking for the import list and being refused (issue #39: a 403 in every other user's console).
 */
export const corpusPermissionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/corpus/permission', { schema: { response: { 200: corpusPermissionSchema } } }, async (request) => {
    requireUser(request);
    const canLoadCaseLaw = await requireImporter(request, database).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'permission-denied') return false;
        throw error;
      },
    );
    return { canLoadCaseLaw };
  });
};

/** /api/corpus/imports: "Load case law" in the background, its progress and cancelling it. */
export const corpusImportRoutes: FastifyPluginAsyncZod<{ imports: CorpusImports; database: Database; maxUploadBytes: number }> = async (
  app,
  { imports, database, maxUploadBytes },
) => {
  app.addHook('onRequest', async (request) => {
    await requireImporter(request, database);
  });
  // The upload's body is streamed to disk by the handler, never buffered.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const params = corpusImportParamsSchema;

  app.post(
    '/corpus/imports',
    { schema: { body: startCorpusImportSchema, response: { 200: corpusImportJobSchema } }, config: limit },
    async (request) => imports.start({ ...request.body, userId: request.principal!.userId }),
  );

  app.post(
    '/corpus/imports/upload',
    {
      schema: { querystring: uploadCorpusQuerySchema, response: { 200: corpusImportJobSchema } },
      // A bulk file can take far longer than the request deadline to arrive.
      config: { ...limit, streaming: true },
      bodyLimit: maxUploadBytes,
    },
    async (request) => {
      const name = request.query.name;
      await imports.assertIdle();
      const file = await saveUpload({ body: request.raw, dir: path.join(imports.importDir, '.uploads'), name, maxBytes: maxUploadBytes });
      return imports.startUpload({ file, fileName: name, userId: request.principal!.userId, complete: request.query.complete });
    },
  );

  app.get('/corpus/imports', { schema: { response: { 200: corpusImportListSchema } } }, async () => ({
    jobs: await imports.list(),
    importDir: imports.importDir,
  }));

  app.get('/corpus/imports/:id', { schema: { params, response: { 200: corpusImportJobSchema } } }, async (request) =>
    imports.get(request.params.id),
  );

  app.post('/corpus/imports/:id/cancel', { schema: { params, response: { 200: corpusImportJobSchema } }, config: limit }, async (request) =>
    imports.cancel(request.params.id),
  );

  // A database that cannot be read at start-up must not keep the server from answering (health reports it as 503);
  // the import stays unfinished and resumes at the next start.
  app.addHook('onReady', async () => {
    await imports.resumeUnfinished().catch((error: unknown) => app.log.warn({ err: error }, 'could not resume the unfinished corpus import'));
  });
  app.addHook('onClose', async () => {
    await imports.stop();
  });
};
