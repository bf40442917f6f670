import { describe, expect, it } from 'vitest';
import { packageLoaded } from '../../../../../tests/support/packages-loaded';

/** Issue #16: the server does not load the extraction libraries at start, only when a file of their format arrives. */
describe('document extraction libraries', () => {
  const SERVER_SIDE = ['src/server/features/documents/index.ts', 'src/server/features/documents/routes.ts'];

  it('are not loaded by the documents feature at start-up', () => {
    for (const pkg of ['mammoth', 'pdfjs-dist', 'tesseract.js', 'jszip', 'pngjs']) expect(packageLoaded(pkg, SERVER_SIDE), pkg).toBe(false);
  }, 60_000);

  // They load on the thread a file is read on (thread-reader.ts), never in the server's own thread.
  it('are not loaded in the server by judging a file\'s format', () => {
    const readText = "await first.createDocuments({ db: null, cipher: null }); await import('./src/server/features/documents/extract/sniff.ts').then((m) => m.sniffFormat(Buffer.from('PK\\u0003\\u0004x'), 'a.docx').catch(() => null));";
    for (const pkg of ['jszip', 'mammoth']) expect(packageLoaded(pkg, SERVER_SIDE, readText), pkg).toBe(false);
  }, 30_000);
});
