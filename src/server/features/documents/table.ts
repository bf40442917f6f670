import { cellAnswer } from '../../../legal/review/answer';
import { chunkDocument, createChunkIndex } from '../../../legal/review/retrieval';
import type { DocumentTableResponse } from '../../../shared/api/documents';
import { openOwned, sourceOf } from './ask';
import type { DocumentSource } from './source';

/**
 * Who fills a table's cells: retrieval, whatever model is configured. A model call per cell would be up to
 * documentsPerTable × questionsPerTable (500) calls for one table; each cell quotes its document instead, free.
 */
export const TABLE_ENGINE = { label: 'offline engine', offline: true } as const;

/**
 * Tabular review: every document × question, each cell answered from that one document alone (its own index, so a
 * word common in one document but rare in another is weighed within the document the cell is about).
 */
export function createDocumentTable({ documents }: { documents: DocumentSource }) {
  async function table({ userId, documentIds, questions }: { userId: string; documentIds: string[]; questions: string[] }): Promise<DocumentTableResponse> {
    const opened = await openOwned(documents, userId, documentIds);
    const rows = opened.map((document) => {
      const index = createChunkIndex(chunkDocument(sourceOf(document)));
      return {
        documentId: document.summary.id,
        documentTitle: document.summary.title,
        cells: questions.map((question) => cellAnswer(index, question)),
      };
    });
    return { questions, rows, engine: TABLE_ENGINE, tokensUsed: 0 };
  }

  return { table };
}

export type DocumentTable = ReturnType<typeof createDocumentTable>;
