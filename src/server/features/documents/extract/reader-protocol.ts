import type { DocumentFormat } from '../../../../shared/api/documents';
import type { Extracted } from './types';

/** What the reading thread is given: one file, its format judged already. */
export interface ReaderJob {
  bytes: Uint8Array;
  format: DocumentFormat;
}

/** What it answers: the extraction, or why the file could not be read (the end of a sentence). */
export type ReaderReply = { ok: true; extracted: Extracted } | { ok: false; reason: string };
