import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_TYPES } from '../../../legal/drafting';
import { packFor } from '../../../legal/jurisdictions';
import {
  checkResponseSchema, createDraftSchema, draftDetailSchema, draftingTypesResponseSchema, draftParamsSchema, exportQuerySchema,
  generateDraftSchema, listDraftsQuerySchema, listDraftsResponseSchema, listVersionsResponseSchema, paperQuerySchema,
  paperResolutionSchema, updateDraftSchema,
  versionDetailSchema, versionParamsSchema, type DraftingTypesResponse, type GenerationEvent,
} from '../../../shared/api/drafts';
import { DRAFTING_JURISDICTIONS } from '../../../shared/jurisdictions';
import { parseCourt } from '../../../legal/courts';
import { requireUser } from '../../auth/principal';
import { checkOpenDraft } from './check';
import { exportDraft } from './export';
import { draftingTypeView, paperResolution } from './paper';
import type { AuditLog } from '../audit/audit-log';
import type { Drafts } from './index';
import { perUser } from '../../http/per-user-rate-limit';


/** The catalogue the new-draft page offers: types with their forms, and where a rule pack checks the result. */
function catalogue(): DraftingTypesResponse {
  return {
    types: DOCUMENT_TYPES.map(draftingTypeView),
    jurisdictions: DRAFTING_JURISDICTIONS.map(({ id, label }) => {
      const pack = packFor(id);
      return { id, label, rulePack: pack !== null, rulePackName: pack ? pack.sources : null };
    }),
  };
}

const sse = (events: ReadableStream<GenerationEvent>) =>
  Readable.fromWeb(events.pipeThrough(new TransformStream<GenerationEvent, string>({ transform: (event, out) => out.enqueue(`data: ${JSON.stringify(event)}\n\n`) })).pipeThrough(new TextEncoderStream()) as never);

/** The drafting studio's API. A draft is its owner's, or its matter's members' (who all edit it); to anyone else its id reads as 404. */
export const draftRoutes: FastifyPluginAsyncZod<{ drafts: Drafts; audit: AuditLog }> = async (app, { drafts, audit }) => {
  const { service, generation, verify } = drafts;
  const params = draftParamsSchema;
  const types = catalogue();

  app.get('/drafting/types', { schema: { response: { 200: draftingTypesResponseSchema } } }, async () => types);

  /**
   * The court's own paper for a goal in a jurisdiction (in the chosen court, validated by the schema), a refusal, or the
   * general type (public, as the catalogue is).
   */
  app.get('/drafting/paper', { schema: { querystring: paperQuerySchema, response: { 200: paperResolutionSchema } } }, async (request) => {
    const { typeId, jurisdiction, courtId } = request.query;
    return paperResolution(typeId, jurisdiction, courtId === undefined ? null : parseCourt(courtId));
  });

  app.get('/drafts', { schema: { querystring: listDraftsQuerySchema, response: { 200: listDraftsResponseSchema } } }, async (request) =>
    service.list({ userId: requireUser(request).userId, ...request.query }),
  );

  app.post('/drafts', { schema: { body: createDraftSchema, response: { 201: draftDetailSchema } }, config: { rateLimit: perUser(30) } }, async (request, reply) =>
    reply.code(201).send(await service.create({ userId: requireUser(request).userId, ...request.body })),
  );

  app.get('/drafts/:id', { schema: { params, response: { 200: draftDetailSchema } } }, async (request) =>
    service.get(requireUser(request).userId, request.params.id),
  );

  app.patch('/drafts/:id', { schema: { params, body: updateDraftSchema, response: { 200: draftDetailSchema } } }, async (request) =>
    service.update({ userId: requireUser(request).userId, id: request.params.id, ...request.body }),
  );

  app.delete('/drafts/:id', { schema: { params } }, async (request, reply) => {
    await service.remove(requireUser(request).userId, request.params.id);
    return reply.code(204).send();
  });

  /** Server-sent events, one GenerationEvent per `data:` line; closing the connection stops the generation. */
  app.post(
    '/drafts/:id/generate',
    { schema: { params, body: generateDraftSchema }, config: { streaming: true, rateLimit: perUser(10) } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const events = await generation.generate({ userId, draftId: request.params.id, ...request.body, signal: gone.signal });
      return reply
        .headers({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' })
        .send(sse(events));
    },
  );

  app.post('/drafts/:id/check', { schema: { params, response: { 200: checkResponseSchema } }, config: { rateLimit: perUser(30) } }, async (request) =>
    checkOpenDraft(await service.open(requireUser(request).userId, request.params.id), verify),
  );

  app.get('/drafts/:id/versions', { schema: { params, response: { 200: listVersionsResponseSchema } } }, async (request) =>
    service.versions(requireUser(request).userId, request.params.id),
  );

  app.get('/drafts/:id/versions/:versionId', { schema: { params: versionParamsSchema, response: { 200: versionDetailSchema } } }, async (request) =>
    service.version(requireUser(request).userId, request.params.id, request.params.versionId),
  );

  app.post('/drafts/:id/versions/:versionId/restore', { schema: { params: versionParamsSchema, response: { 200: draftDetailSchema } } }, async (request) =>
    service.restore(requireUser(request).userId, request.params.id, request.params.versionId),
  );

  /** A plain link (the synced auth cookie signs it in); unverified citations need `confirmUnverified=true`. */
  app.get('/drafts/:id/export', { schema: { params, querystring: exportQuerySchema }, config: { rateLimit: perUser(30) } }, async (request, reply) => {
    const { userId } = requireUser(request);
    const draft = await service.open(userId, request.params.id);
    const file = await exportDraft({ draft, verify, ...request.query });
    await audit.record({
      action: 'draft.exported',
      actor: { id: userId },
      ip: request.ip,
      details: { draftId: draft.row.id, format: request.query.format, confirmedUnverifiedCitations: request.query.confirmUnverified },
    });
    return reply
      .headers({ 'content-type': file.contentType, 'content-disposition': file.disposition, 'cache-control': 'no-store' })
      .send(file.body);
  });
};
