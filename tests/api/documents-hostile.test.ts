import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDetailSchema } from '../../src/shared/api/documents';
import { DOCUMENT_READING } from '../../src/shared/constants';
import { buildTestApp, type TestApp } from '../support/app';
import { chatUser, type ChatUser } from '../support/chat';
import { buildPdf, buildScanPng, uploadDocument } from '../support/documents';
import {
  docxZipBomb, fillBytesJpeg, inflatingPdf, junkJpeg, manyPagePdf, randomDataPng, repeatedImagePdf, scannedPdf, whileHealthPolled, zeroWidthPng,
} from '../support/hostile-files';

/**
 * Issue #41: files made to hurt the server. Each is refused with a sentence (or read within its limits), and the
 * server answers /api/health within a second throughout.
 */
describe('hostile uploads', () => {
  let t: TestApp;
  let attacker: ChatUser;
  let bystander: ChatUser;
  beforeAll(async () => {
    t = await buildTestApp();
    attacker = await chatUser(t.app);
    bystander = await chatUser(t.app);
  });
  afterAll(() => t.close());

  async function refusedWhileHealthy(name: string, bytes: Buffer) {
    const { result: res, slowestHealthMs, polls } = await whileHealthPolled(t.app, uploadDocument(t.app, attacker.headers, { name, bytes }));
    expect(slowestHealthMs, `slowest of ${polls} health checks`).toBeLessThan(1000);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe('invalid-argument');
    return body.message;
  }

  it('refuses a zero-width PNG and a PNG of valid headers over random data, before OCR', async () => {
    expect(await refusedWhileHealthy('zero.png', zeroWidthPng())).toBe('This file could not be read: the image header is damaged.');
    expect(await refusedWhileHealthy('noise.png', randomDataPng())).toBe('This file could not be read: the image data is damaged.');
  }, 120_000);

  it('reports OCR failing on a JPEG of junk after a valid size marker, and the server lives on', async () => {
    expect(await refusedWhileHealthy('junk.jpg', junkJpeg())).toBe('This file could not be read: the image data is damaged.');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);

  it('reads the real size of a JPEG whose size marker hides behind fill bytes, and refuses 30,000 × 30,000', async () => {
    expect(await refusedWhileHealthy('fill.jpg', fillBytesJpeg())).toContain('This file could not be read: the image is 30000 × 30000 pixels');
  }, 120_000);

  it('refuses a DOCX zip bomb by its expanded size before parsing it', async () => {
    const bomb = await docxZipBomb(120);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusedWhileHealthy('bomb.docx', bomb)).toBe('This file could not be read: it expands past 100 MB.');
  }, 120_000);

  it('refuses a 20,000-page PDF by its page count before reading a page', async () => {
    const started = performance.now();
    expect(await refusedWhileHealthy('pages.pdf', manyPagePdf(20_000))).toBe(
      `This file could not be read: it has more than ${DOCUMENT_READING.maxPdfPages.toLocaleString('en-US')} pages. Split it into smaller files.`,
    );
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 120_000);

  it('refuses a 1 MB PDF whose one stream inflates to 1 GB by the memory its reading takes, the process growing by less than twice that limit', async () => {
    const bomb = await inflatingPdf(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    try {
      expect(await refusedWhileHealthy('inflating.pdf', bomb)).toBe(`This file could not be read: it expands past ${DOCUMENT_READING.memoryMb} MB in memory.`);
    } finally {
      clearInterval(sampler);
    }
    const grewMb = Math.round((peak - before) / (1024 * 1024));
    console.log(`a 1 MB PDF inflating to 1 GB: refused, the process grew by ${grewMb} MB at most`);
    // Read to the end, this file took the process from 0.2 to 2.6 GB.
    expect(grewMb).toBeLessThan(2 * DOCUMENT_READING.memoryMb);
  }, 120_000);

  it('reads one image painted 300 times on each of 30 pages once, with the server answering throughout', async () => {
    const hostile = await repeatedImagePdf(buildScanPng(['NOTICE OF DEPOSITION']), 30, 300);
    const { result: res, slowestHealthMs } = await whileHealthPolled(t.app, uploadDocument(t.app, attacker.headers, { name: 'repeated.pdf', bytes: hostile }));
    expect(slowestHealthMs).toBeLessThan(1000);
    expect(res.statusCode, res.body).toBe(201);
    const doc = documentDetailSchema.parse(res.json());
    expect(doc.pageCount).toBe(30);
    expect(doc.blocks.filter((block) => block.text.includes('NOTICE OF DEPOSITION')).map((block) => block.page)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
  }, 300_000);

  it('reads another user\'s one-page upload while a scan of many distinct pages is being read', async () => {
    // Twelve distinct scans are twelve OCR passes: slow on any machine, unlike the repeated image above.
    const scans = Array.from({ length: 12 }, (_, index) => buildScanPng([`EXHIBIT ${index + 1}`, 'Deposition of the witness']));
    const slowFile = await scannedPdf(scans);
    const finished: string[] = [];
    const slow = uploadDocument(t.app, attacker.headers, { name: 'exhibits.pdf', bytes: slowFile }).then((res) => {
      finished.push('hostile');
      return res;
    });
    // The bystander's upload goes in once the slow file is being read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const onePage = await buildPdf([{ paragraphs: ['A one-page letter.'] }]);
    const bystanderUpload = uploadDocument(t.app, bystander.headers, { name: 'letter.pdf', bytes: onePage }).then((res) => {
      finished.push('bystander');
      return res;
    });
    const { result, slowestHealthMs } = await whileHealthPolled(t.app, Promise.all([slow, bystanderUpload]));
    expect(slowestHealthMs).toBeLessThan(1000);
    const [slowRes, bystanderRes] = result;
    expect(bystanderRes.statusCode, bystanderRes.body).toBe(201);
    expect(slowRes.statusCode, slowRes.body).toBe(201);
    expect(finished).toEqual(['bystander', 'hostile']);
  }, 300_000);
});
