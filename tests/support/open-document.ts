import type { DocumentBlock, DocumentSummary } from '../../src/shared/api/documents';
import type { OpenDocument } from '../../src/server/features/documents/source';

type BlockInput = { text: string; page?: number; kind?: DocumentBlock['kind']; number?: string | null };

/**
 * An opened document as a DocumentSource returns it, for service tests: blocks in reading order, paragraphs numbered
 * from 1 through the whole document, each on the page given (or the previous block's page, from 1).
 */
export function buildOpenDocument({ blocks, summary = {} }: { blocks: BlockInput[]; summary?: Partial<DocumentSummary> }): OpenDocument {
  let page = 1;
  const built = blocks.map((block, index): DocumentBlock => {
    page = block.page ?? page;
    return { page, paragraph: index + 1, kind: block.kind ?? 'paragraph', number: block.number ?? null, text: block.text };
  });
  const text = built.map((block) => block.text).join(' ');
  return {
    summary: {
      id: 'doc-1',
      title: 'Memorandum in support of motion to dismiss',
      fileName: 'memorandum.pdf',
      format: 'pdf',
      kind: 'brief',
      sizeBytes: text.length,
      pageCount: Math.max(1, ...built.map((block) => block.page)),
      wordCount: text.split(/\s+/).filter(Boolean).length,
      ocr: [],
      problems: [],
      matter: null,
      createdAt: '2026-11-26T00:00:00.000Z',
      ...summary,
    },
    blocks: built,
  };
}
