import type { UserCipher } from '../../crypto/user-keys';
import type { Db } from '../../db/client';
import { createTesseractOcr, type OcrEngine } from './extract/ocr';
import { createMatterAccess } from '../matters/access';
import { createDocumentsRepository } from './repository';
import { createDocumentsService } from './service';

/** The documents service over its repository; OCR is tesseract.js unless the caller gives another engine. */
export function createDocuments(deps: { db: Db; cipher: UserCipher; ocr?: OcrEngine }) {
  return createDocumentsService({
    repository: createDocumentsRepository(deps.db),
    cipher: deps.cipher,
    ocr: deps.ocr ?? createTesseractOcr(),
    access: createMatterAccess(deps.db),
  });
}

export type { DocumentsService as Documents } from './service';
