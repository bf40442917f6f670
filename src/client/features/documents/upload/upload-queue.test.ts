import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '../../../../shared/api/documents';
import { percentSent, rowsFor, uploadReducer, type UploadRow } from './upload-queue';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('the upload queue', () => {
  it('refuses a file over the limit or empty before sending it, and queues the rest', () => {
    const rows = rowsFor(
      [
        { name: 'brief.pdf', size: 1000 },
        { name: 'huge.pdf', size: DOCUMENT_MAX_BYTES + 1 },
        { name: 'empty.txt', size: 0 },
      ],
      keys(),
    );
    expect(rows.map((row) => [row.name, row.state])).toEqual([
      ['brief.pdf', 'uploading'],
      ['huge.pdf', 'failed'],
      ['empty.txt', 'failed'],
    ]);
    expect(rows[1]).toMatchObject({ message: DOCUMENT_MESSAGES.tooLarge });
    expect(rows[2]).toMatchObject({ message: DOCUMENT_MESSAGES.empty });
  });

  it('follows each file on its own: progress, then reading, then the document or the reason', () => {
    let rows: UploadRow[] = rowsFor([{ name: 'a.pdf', size: 200 }, { name: 'b.docx', size: 100 }], keys());
    rows = uploadReducer(rows, { type: 'progress', key: 'k1', sent: 50 });
    expect(percentSent(rows[0]!)).toBe(25);
    expect(rows[0]!.state).toBe('uploading');
    rows = uploadReducer(rows, { type: 'progress', key: 'k1', sent: 200 });
    expect(rows[0]!.state).toBe('reading');
    rows = uploadReducer(rows, { type: 'done', key: 'k1', document: { id: 'doc-1', title: 'A' } });
    rows = uploadReducer(rows, { type: 'failed', key: 'k2', message: 'This file is empty.' });
    expect(rows[0]).toMatchObject({ state: 'done', documentId: 'doc-1', title: 'A', sent: 200 });
    expect(rows[1]).toMatchObject({ state: 'failed', message: 'This file is empty.' });
  });

  it('ignores progress after a file has finished, and puts a new batch on top', () => {
    let rows: UploadRow[] = rowsFor([{ name: 'a.pdf', size: 200 }], keys());
    rows = uploadReducer(rows, { type: 'failed', key: 'k1', message: 'no' });
    rows = uploadReducer(rows, { type: 'progress', key: 'k1', sent: 100 });
    expect(rows[0]).toMatchObject({ state: 'failed', sent: 0 });
    rows = uploadReducer(rows, { type: 'add', rows: rowsFor([{ name: 'c.md', size: 5 }], () => 'k9') });
    expect(rows.map((row) => row.key)).toEqual(['k9', 'k1']);
    expect(uploadReducer(rows, { type: 'dismiss', key: 'k1' }).map((row) => row.key)).toEqual(['k9']);
  });
});
