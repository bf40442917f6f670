import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentDetailSchema, type DocumentDetail } from '../../src/shared/api/documents';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { buildContractDocx, buildPdf, buildScanPng, uploadDocument } from '../support/documents';

/** Uploading each format: what the product reads from it, and the files it refuses with a sentence. */
describe('document upload', () => {
  let t: TestApp;
  let owner: ChatUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await chatUser(t.app);
  });
  afterAll(() => t.close());

  async function upload(name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<DocumentDetail> {
    const res = await uploadDocument(t.app, owner.headers, { name, bytes }, fields);
    expect(res.statusCode, res.body).toBe(201);
    return documentDetailSchema.parse(res.json());
  }

  async function refusal(name: string, bytes: Buffer) {
    const res = await uploadDocument(t.app, owner.headers, { name, bytes });
    return { status: res.statusCode, body: res.json<{ error: string; message: string }>() };
  }

  it('reads a DOCX: headings, Word-numbered and typed clause numbers, and pages from its page break', async () => {
    const doc = await upload('msa.docx', await buildContractDocx(), { title: 'Acme MSA' });
    expect(doc).toMatchObject({ title: 'Acme MSA', fileName: 'msa.docx', format: 'docx', kind: 'contract', pageCount: 2, ocr: [], problems: [] });
    expect(doc.blocks.map(({ page, paragraph, kind, number }) => [page, paragraph, kind, number])).toEqual([
      [1, 1, 'heading', null],
      [1, 2, 'paragraph', null],
      [1, 3, 'list-item', '1.'],
      [1, 4, 'list-item', '2.'],
      [1, 5, 'paragraph', '(a)'],
      [2, 6, 'heading', null],
      [2, 7, 'paragraph', '3.1'],
    ]);
    expect(doc.blocks[2]!.text).toBe('Term. This Agreement lasts two years.');
    expect(doc.wordCount).toBe(49);
  });

  it('reads a two-page PDF with each block on its page, and takes the file name as the title', async () => {
    const pdf = await buildPdf([
      { paragraphs: ['UNITED STATES DISTRICT COURT', 'Case No. 3:26-cv-01234', 'Plaintiff Jane Doe alleges that the widget failed in March.'] },
      { paragraphs: ['1. Defendant denies each allegation.', 'Respectfully submitted.'] },
    ]);
    const doc = await upload('Doe complaint.pdf', pdf);
    expect(doc).toMatchObject({ title: 'Doe complaint', format: 'pdf', kind: 'brief', pageCount: 2, ocr: [], problems: [] });
    expect(doc.blocks.map(({ page, paragraph, number, text }) => [page, paragraph, number, text])).toEqual([
      [1, 1, null, 'UNITED STATES DISTRICT COURT'],
      [1, 2, null, 'Case No. 3:26-cv-01234'],
      [1, 3, null, 'Plaintiff Jane Doe alleges that the widget failed in March.'],
      [2, 4, '1.', 'Defendant denies each allegation.'],
      [2, 5, null, 'Respectfully submitted.'],
    ]);
  });

  it('reads a scanned image and a scanned PDF page by OCR, offline, and reports the confidence', async () => {
    const scan = buildScanPng(['MOTION TO DISMISS', 'The complaint fails to state a claim.']);
    for (const doc of [await upload('scan.png', scan), await upload('scan.pdf', await buildPdf([{ paragraphs: ['A typed cover page.'] }, { image: scan }]))]) {
      const text = doc.blocks.map((block) => block.text).join(' ');
      expect(text).toContain('MOTION TO DISMISS');
      expect(text).toContain('complaint fails to state a claim');
      const scannedPage = doc.format === 'pdf' ? 2 : 1;
      expect(doc.ocr).toEqual([{ page: scannedPage, confidence: expect.any(Number) }]);
      expect(doc.ocr[0]!.confidence).toBeGreaterThan(60);
      expect(doc.blocks.filter((block) => block.text.includes('MOTION')).every((block) => block.page === scannedPage)).toBe(true);
      expect(doc.problems).toEqual([]);
    }
  }, 120_000);

  it('says which page has neither a text layer nor anything OCR can read', async () => {
    const doc = await upload('blank.pdf', await buildPdf([{ paragraphs: ['Only the first page has text.'] }, { paragraphs: [] }]));
    expect(doc.pageCount).toBe(2);
    expect(doc.problems).toEqual(['Page 2 has no text layer and OCR found no text on it.']);
  }, 60_000);

  it('reads plain text and Markdown: paragraphs, headings, numbered lines, and form feeds as pages', async () => {
    const txt = await upload('notes.txt', Buffer.from('First paragraph\nwraps.\n\n1. One\n2. Two\f\nPage two.\n'));
    expect(txt).toMatchObject({ format: 'txt', kind: 'other', pageCount: 2, wordCount: 7 });
    expect(txt.blocks.map(({ page, kind, number, text }) => [page, kind, number, text])).toEqual([
      [1, 'paragraph', null, 'First paragraph wraps.'],
      [1, 'list-item', '1.', 'One'],
      [1, 'list-item', '2.', 'Two'],
      [2, 'paragraph', null, 'Page two.'],
    ]);
    const md = await upload('nda.md', Buffer.from('# Mutual Nondisclosure Agreement\n\nThe parties agree as follows.\n\n## 2. Term\n'));
    expect(md).toMatchObject({ format: 'md', kind: 'contract' });
    expect(md.blocks.map(({ kind, number }) => [kind, number])).toEqual([['heading', null], ['paragraph', null], ['heading', '2.']]);
  });

  it('refuses a file whose name claims another format, naming both', async () => {
    const pdf = await buildPdf([{ paragraphs: ['A brief.'] }]);
    expect(await refusal('brief.docx', pdf)).toEqual({ status: 400, body: { error: 'invalid-argument', message: DOCUMENT_MESSAGES.mislabelled('DOCX', 'PDF') } });
    expect((await refusal('contract.pdf', await buildContractDocx())).body.message).toBe(DOCUMENT_MESSAGES.mislabelled('PDF', 'DOCX'));
  });

  it('refuses an empty file, an unknown format and a file too large, with their messages', async () => {
    expect(await refusal('empty.txt', Buffer.alloc(0))).toEqual({ status: 400, body: { error: 'invalid-argument', message: DOCUMENT_MESSAGES.empty } });
    expect((await refusal('archive.bin', Buffer.from([0x00, 0x01, 0x02, 0xff]))).body.message).toBe(DOCUMENT_MESSAGES.unsupported);
    expect((await refusal('sheet.zip', Buffer.from('PK\u0003\u0004not really a zip'))).body.message).toBe(DOCUMENT_MESSAGES.unsupported);
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 'a');
    expect(await refusal('huge.txt', big)).toEqual({ status: 413, body: { error: 'invalid-argument', message: DOCUMENT_MESSAGES.tooLarge } });
  });

  it('refuses a file its library cannot parse with the reason, never a server error', async () => {
    const res = await refusal('broken.pdf', Buffer.from('%PDF-1.7\nthis is not a PDF body'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^This file could not be read: .+/);
  });

  it('refuses a scan too large to OCR before decoding it', async () => {
    const header = Buffer.alloc(64);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    const res = await refusal('bomb.png', header);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('This file could not be read: the image is 20000 × 20000 pixels');
  });

  it('refuses a request without a file, a non-multipart body, and an anonymous upload', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/documents', headers: owner.headers, payload: { title: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json().error).toBe('invalid-argument');
    const anonymous = await uploadDocument(t.app, {}, { name: 'a.txt', bytes: Buffer.from('text') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a form cut off or garbled in transit with a sentence, never a server error', async () => {
    const headers = { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' };
    for (const payload of ['#', '--x\r\n', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid-argument', message: DOCUMENT_MESSAGES.unreadableForm });
    }
  });

  it('refuses a file part without a file name with the envelope, never a server error (issue #41)', async () => {
    const boundary = 'x41';
    const headers = { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const parts = [
      'Content-Disposition: form-data; name="file"\r\nContent-Type: text/plain',
      'Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream',
      'Content-Disposition: form-data; name="file"; filename=""\r\nContent-Type: text/plain',
      'Content-Disposition: form-data; name="file"; filename\r\nContent-Type: text/plain',
      'Content-Disposition: form-data; filename="a.txt"\r\nContent-Type: text/plain',
    ];
    for (const head of parts) {
      const payload = `--${boundary}\r\n${head}\r\n\r\nSome words.\r\n--${boundary}--\r\n`;
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers, payload });
      expect([400, 201], `${head}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().error, head).toBe('invalid-argument');
      if (head.includes('octet-stream')) {
        expect(res.json()).toEqual({ error: 'invalid-argument', message: 'The file arrived without a file name. Send it as a file, with its name, in the field "file".' });
      }
    }
  });

  it('stores a name cut at the limit whole up to a character, and downloads a name cut inside an emoji (issue #41)', async () => {
    for (const name of [`${'a'.repeat(254)}😀😀.txt`, `${'b'.repeat(149)}😀 notes.txt`]) {
      const doc = await upload(name, Buffer.from('A short note.'));
      // encodeURIComponent throws on half a character.
      expect(() => encodeURIComponent(doc.fileName), name).not.toThrow();
      const res = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}/file`, headers: owner.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''\S+$/);
      expect(res.body).toBe('A short note.');
    }
  });
});
