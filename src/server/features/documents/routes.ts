import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentDetailSchema, documentStorageSchema, documentParamsSchema, listDocumentsQuerySchema, listDocumentsResponseSchema,
  uploadDocumentFieldsSchema,
} from '../../../shared/api/documents';
import { requireUser } from '../../auth/principal';
import { AppError } from '../../http/errors';
import { findInputProblem } from '../../http/input-guard';
import type { Documents } from './index';
import { perUser } from '../../http/per-user-rate-limit';


/** Text fields a form may carry beside the file, and how long each may be. */
const FIELD_LIMITS = { fields: 4, fieldSize: 1_000, files: 1, parts: 5, fileSize: DOCUMENT_MAX_BYTES } as const;

/** The multipart library's refusals, in the envelope and in words the user can act on. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('invalid-argument', DOCUMENT_MESSAGES.tooLarge, 413);
  if (code === 'FST_FILES_LIMIT') return new AppError('invalid-argument', 'Send one file per request.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('invalid-argument', 'Send the document as multipart/form-data with the file in the field "file".', 415);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('invalid-argument', 'The form has more fields than an upload takes: send the file and, if you like, a title and the matter it belongs to.');
  if (error instanceof AppError || code?.startsWith('FST_')) return error;
  // What else the form parser throws ("Unexpected end of form", "Malformed part header") is the body, not the server.
  return new AppError('invalid-argument', DOCUMENT_MESSAGES.unreadableForm);
}

const NAMELESS_FILE = 'The file arrived without a file name. Send it as a file, with its name, in the field "file".';

/** At most `max` UTF-16 units, never half of a character: a cut inside an emoji would leave a lone surrogate. */
function cutAtCharacter(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The one file and the text fields of a multipart upload; the file is read into memory up to the size limit. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer; fields: Record<string, string> }> {
  let file: { fileName: string; bytes: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: FIELD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new AppError('invalid-argument', 'Send one file per request, in the field "file".');
        // A part typed as a file (application/octet-stream) may come without a file name at all.
        if (typeof part.filename !== 'string') throw new AppError('invalid-argument', NAMELESS_FILE);
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw new AppError('invalid-argument', 'Attach the document in the field "file".');
  // The input guard checks parsed bodies, and a form is read only here: its names and values are checked alike.
  if (findInputProblem({ fileName: file.fileName, fields })) throw new AppError('invalid-argument', 'The form contains a NUL character, which is not allowed.');
  return { ...file, fields };
}

/**
 * /api/documents: upload (optionally into a matter), list and search, read, download the original, delete. A document
 * is its owner's, or its matter's members'; to anyone else its id reads as 404.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: Documents }> = async (app, { documents }) => {
  await app.register(multipart, { limits: FIELD_LIMITS });
  app.addHook('onClose', () => documents.close());
  const params = documentParamsSchema;

  app.get('/documents', { schema: { querystring: listDocumentsQuerySchema, response: { 200: listDocumentsResponseSchema } } }, async (request) =>
    documents.list({ userId: requireUser(request).userId, ...request.query }),
  );

  app.post(
    '/documents',
    {
      schema: { response: { 201: documentDetailSchema } },
      // A 20 MB file on a slow line, then OCR of scanned pages, can outlast the request deadline.
      config: { rateLimit: perUser(30), streaming: true },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const upload = await readUpload(request);
      const parsed = uploadDocumentFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw new AppError('invalid-argument', `Invalid form field ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`);
      const fileName = cutAtCharacter(upload.fileName.trim(), 255) || 'document';
      const { title, matterId } = parsed.data;
      const signal = whileClientWaits(reply);
      const detail = await documents.upload({ userId, fileName, bytes: upload.bytes, signal, ...(title ? { title } : {}), ...(matterId ? { matterId } : {}) });
      return reply.code(201).send(detail);
    },
  );

  app.get('/documents/storage', { schema: { response: { 200: documentStorageSchema } } }, async (request) =>
    documents.storage(requireUser(request).userId),
  );

  app.get('/documents/:id', { schema: { params, response: { 200: documentDetailSchema } } }, async (request) =>
    documents.get(requireUser(request).userId, request.params.id),
  );

  app.delete('/documents/:id', { schema: { params } }, async (request, reply) => {
    await documents.remove(requireUser(request).userId, request.params.id);
    return reply.code(204).send();
  });

  /**
   * The original, always as an attachment, never shown in the page: nosniff stops a browser guessing HTML from the
   * bytes, and a sandbox policy keeps scripts from running should it be opened anyway. Text goes as text/plain.
   */
  app.get('/documents/:id/file', { schema: { params }, config: { rateLimit: perUser(60) } }, async (request, reply) => {
    const file = await documents.file(requireUser(request).userId, request.params.id);
    return reply
      .headers({
        'content-type': file.contentType,
        'content-disposition': attachment(file.fileName),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
        'cache-control': 'no-store',
      })
      .send(file.bytes);
  });
};

/**
 * Aborts when the connection closes before the answer is sent (the client left): the file's reading stops with it,
 * so no work goes on for nobody.
 */
function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A file name safe on every system and in a header, with the full name kept in RFC 6266's `filename*`. */
export function attachment(stored: string): string {
  // A name stored before names were cut whole may end in half an emoji: encodeURIComponent throws on it.
  const fileName = cutAtCharacter(stored.replace(LONE_SURROGATE, '\uFFFD'), 150);
  const ascii = fileName.normalize('NFKD').replace(/[^\w .,()-]+/g, '_').replace(/\s+/g, ' ').trim() || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
