import { randomUUID } from 'node:crypto';
import { documentBlockSchema, type DocumentDetail, type DocumentSummary } from '../../../shared/api/documents';
import type { UserCipher } from '../../crypto/user-keys';
import { recencyPage } from '../../db/recency-pages';
import { AppError } from '../../http/errors';
import { extractDocument } from './extract';
import type { ReadingQueue } from './extract/reading-queue';
import type { DocumentReader } from './extract/thread-reader';
import type { MatterAccess } from '../matters/access';
import { contentTypeOf, sniffFormat } from './extract/sniff';
import type { DocumentListRow, DocumentsRepository } from './repository';
import type { DocumentSource, OpenDocument } from './source';

export const documentNotFound = () => new AppError('not-found', 'This document does not exist or was deleted.');

/** The title a document gets when the upload names none: its file name without the extension. */
const titleFrom = (fileName: string) => fileName.replace(/\.[a-z0-9]+$/i, '').trim().slice(0, 200) || 'Untitled document';

/**
 * Uploads (checked by content, extracted, sealed), lists and search by title, reading, the original, deletion. A
 * document in a matter is sealed with the matter's key and read by every member of the matter.
 */
export function createDocumentsService({ repository, cipher, reader, queue, access }: {
  repository: DocumentsRepository;
  cipher: UserCipher;
  reader: DocumentReader;
  queue: ReadingQueue;
  access: MatterAccess;
}) {
  async function summaryOf(row: DocumentListRow): Promise<DocumentSummary> {
    const [title, fileName] = await Promise.all([cipher.decrypt(row, row.titleEncrypted), cipher.decrypt(row, row.fileNameEncrypted)]);
    return {
      id: row.id,
      title,
      fileName,
      format: row.format,
      kind: row.kind,
      sizeBytes: row.sizeBytes,
      pageCount: row.pageCount,
      wordCount: row.wordCount,
      ocr: row.ocr,
      problems: row.problems,
      matter: row.matter,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function open(userId: string, id: string): Promise<OpenDocument | null> {
    const row = await repository.findWithBlocks(userId, id);
    if (!row) return null;
    const [summary, blocksJson] = await Promise.all([summaryOf(row), cipher.decrypt(row, row.blocksEncrypted)]);
    return { summary, blocks: documentBlockSchema.array().parse(JSON.parse(blocksJson)) };
  }

  const source: DocumentSource = { open };

  return {
    source,

    /** `signal`: the request's; once it aborts (the client left) the file leaves the queue or its reading is stopped. */
    async upload(options: { userId: string; matterId?: string; fileName: string; title?: string; bytes: Buffer; signal?: AbortSignal }): Promise<DocumentDetail> {
      const { userId, fileName, bytes } = options;
      const matterId = options.matterId ?? null;
      if (matterId) await access.requireMember(matterId, userId);
      const scope = { userId, matterId };
      await repository.checkQuota(scope, bytes.length);
      const format = await sniffFormat(bytes, fileName);
      const extraction = await queue.run(userId, () => extractDocument(bytes, format, reader, options.signal), options.signal);
      const title = options.title || titleFrom(fileName);
      const [titleEncrypted, fileNameEncrypted, fileEncrypted, blocksEncrypted] = await Promise.all([
        cipher.encrypt(scope, title),
        cipher.encrypt(scope, fileName),
        // The cipher seals text: the file's bytes go in as base64.
        cipher.encrypt(scope, bytes.toString('base64')),
        cipher.encrypt(scope, JSON.stringify(extraction.blocks)),
      ]);
      const row = await repository.insertWithinQuota({
        id: randomUUID(),
        userId,
        matterId,
        titleEncrypted,
        fileNameEncrypted,
        format,
        kind: extraction.kind,
        sizeBytes: bytes.length,
        pageCount: extraction.pageCount,
        wordCount: extraction.wordCount,
        fileEncrypted,
        blocksEncrypted,
        ocr: extraction.ocr,
        problems: extraction.problems,
      });
      return { ...(await summaryOf(row)), blocks: extraction.blocks };
    },

    async list(options: { userId: string; matterId?: string; q?: string; cursor?: string; limit: number }) {
      const { userId, matterId, ...page } = options;
      const { items, nextCursor } = await recencyPage({
        fetchRows: (after, limit) => repository.list({ userId, matterId, after, limit }),
        toItem: (row: DocumentListRow & { updatedAt: Date }) => summaryOf(row),
        titleOf: (document) => document.title,
        ...page,
      });
      return { documents: items, nextCursor };
    },

    storage: (userId: string) => repository.storage(userId),

    async get(userId: string, id: string): Promise<DocumentDetail> {
      const document = await open(userId, id);
      if (!document) throw documentNotFound();
      return { ...document.summary, blocks: document.blocks };
    },

    /** The original as uploaded, with the content type its format is served as. */
    async file(userId: string, id: string): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
      const row = await repository.findFile(userId, id);
      if (!row) throw documentNotFound();
      const [fileName, base64] = await Promise.all([cipher.decrypt(row, row.fileNameEncrypted), cipher.decrypt(row, row.fileEncrypted)]);
      const bytes = Buffer.from(base64, 'base64');
      return { fileName, contentType: contentTypeOf(row.format, bytes), bytes };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(userId, id))) throw documentNotFound();
    },

    close: () => reader.close(),
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
