import type { DocumentSource, OpenDocument } from '../../src/server/features/documents/source';
import type { DocumentBlock } from '../../src/shared/api/documents';

/** Uploaded documents held in memory for the test, each readable by its owner only (as the store answers). */
export function documentsInMemory() {
  const stored = new Map<string, OpenDocument & { userId: string }>();
  const source: DocumentSource = {
    open: async (userId, id) => {
      const document = stored.get(id);
      return document && document.userId === userId ? { summary: document.summary, blocks: document.blocks } : null;
    },
  };
  const add = (userId: string, id: string, title: string, blocks: DocumentBlock[], kind: 'contract' | 'brief' = 'contract') =>
    stored.set(id, {
      userId,
      blocks,
      summary: {
        id, title, fileName: `${title}.docx`, format: 'docx', kind, sizeBytes: 1000, pageCount: blocks.at(-1)?.page ?? 1,
        wordCount: 500, ocr: [], problems: [], matter: null, createdAt: new Date().toISOString(),
      },
    });
  return { source, add };
}
