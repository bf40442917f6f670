import type { UserCipher } from '../../crypto/user-keys';
import type { Db } from '../../db/client';
import { DOCUMENT_READING } from '../../../shared/constants';
import { createReadingQueue } from './extract/reading-queue';
import { createThreadReader, type DocumentReader } from './extract/thread-reader';
import { createMatterAccess } from '../matters/access';
import { createDocumentsRepository } from './repository';
import { createDocumentsService } from './service';

/** The documents service over its repository; files are read on threads of their own unless the caller gives a reader. */
export function createDocuments(deps: { db: Db; cipher: UserCipher; reader?: DocumentReader }) {
  return createDocumentsService({
    repository: createDocumentsRepository(deps.db),
    cipher: deps.cipher,
    reader: deps.reader ?? createThreadReader(),
    queue: createReadingQueue(DOCUMENT_READING),
    access: createMatterAccess(deps.db),
  });
}

export type { DocumentsService as Documents } from './service';
