import { textToBlocks } from '../../../../legal/documents/structure';
import type { Extracted } from './types';

/** Plain text or Markdown: the bytes were checked as UTF-8 already; a byte-order mark is not text. */
export function extractText(bytes: Buffer, markdown: boolean): Extracted {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const { blocks, pageCount } = textToBlocks(text, { markdown });
  return { blocks, pageCount, ocr: [], problems: [] };
}
