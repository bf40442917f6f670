import { describe, expect, it } from 'vitest';
import { packageLoaded } from '../../../../../tests/support/packages-loaded';

/** Issue #16: the server does not load the extraction libraries at start, only when a file of their format arrives. */
describe('document extraction libraries', () => {
  const SERVER_SIDE = ['src/server/features/documents/index.ts', 'src/server/features/documents/routes.ts'];

  it('are not loaded by the documents feature at start-up', () => {
    for (const pkg of ['mammoth', 'pdfjs-dist', 'tesseract.js', 'jszip', 'pngjs']) expect(packageLoaded(pkg, SERVER_SIDE), pkg).toBe(false);
  }, 60_000);

  it('load when a file of their format is read', () => {
    const readText = "await first.createDocuments({ db: null, cipher: null }); await import('./src/server/features/documents/extract/sniff.ts').then((m) => m.sniffFormat(Buffer.from('PK\\u0003\\u0004x'), 'a.docx').catch(() => null));";
    expect(packageLoaded('jszip', SERVER_SIDE, readText)).toBe(true);
  }, 30_000);
});
