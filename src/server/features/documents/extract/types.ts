import type { BlockDraft } from '../../../../legal/documents/structure';
import type { OcrPage } from '../../../../shared/api/documents';

/** What an extractor reads from one file, before paragraphs are numbered through the document. */
export interface Extracted {
  blocks: BlockDraft[];
  pageCount: number;
  ocr: OcrPage[];
  problems: string[];
}
