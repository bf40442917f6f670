import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, type DocumentSummary } from '../../../../shared/api/documents';

/** One file being uploaded: how far it has got, then the document it became or why it was refused. */
export type UploadRow = {
  key: string;
  name: string;
  size: number;
  /** Bytes sent so far, out of `size`. */
  sent: number;
} & (
  | { state: 'uploading' }
  /** Sent; the server is reading it (text layer, OCR). */
  | { state: 'reading' }
  | { state: 'done'; documentId: string; title: string }
  | { state: 'failed'; message: string }
);

export type UploadAction =
  | { type: 'add'; rows: UploadRow[] }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'done'; key: string; document: Pick<DocumentSummary, 'id' | 'title'> }
  | { type: 'failed'; key: string; message: string }
  | { type: 'dismiss'; key: string };

/** The file facts the queue needs (a File has them). */
export interface PickedFile {
  name: string;
  size: number;
}

/** Why a file is refused before it is sent, or null: the server checks again, by content. */
export function precheck(file: PickedFile): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  return null;
}

/** Rows for newly picked files: refused at once with the reason, or waiting to be sent. */
export function rowsFor(files: PickedFile[], nextKey: () => string): UploadRow[] {
  return files.map((file) => {
    const refused = precheck(file);
    const base = { key: nextKey(), name: file.name, size: file.size, sent: 0 };
    return refused ? { ...base, state: 'failed', message: refused } : { ...base, state: 'uploading' };
  });
}

const update = (rows: UploadRow[], key: string, change: (row: UploadRow) => UploadRow) => rows.map((row) => (row.key === key ? change(row) : row));

/** Newest picks first, so a fresh batch shows at the top of the list. */
export function uploadReducer(rows: UploadRow[], action: UploadAction): UploadRow[] {
  switch (action.type) {
    case 'add':
      return [...action.rows, ...rows];
    case 'progress':
      return update(rows, action.key, (row) =>
        row.state === 'uploading' ? { ...row, sent: Math.min(action.sent, row.size), ...(action.sent >= row.size ? { state: 'reading' } : {}) } : row,
      );
    case 'done':
      return update(rows, action.key, (row) => ({ ...row, sent: row.size, state: 'done', documentId: action.document.id, title: action.document.title }));
    case 'failed':
      return update(rows, action.key, (row) => ({ key: row.key, name: row.name, size: row.size, sent: row.sent, state: 'failed', message: action.message }));
    case 'dismiss':
      return rows.filter((row) => row.key !== action.key);
  }
}

/** Whole percent sent, for the progress bar. */
export const percentSent = (row: UploadRow) => (row.size === 0 ? 100 : Math.round((row.sent / row.size) * 100));
