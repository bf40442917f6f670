import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { crc32, createDeflate, deflateSync } from 'node:zlib';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';
import type { FastifyInstance } from 'fastify';

/** Files an attacker would upload (issue #41), each made here rather than kept as a fixture. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngWith(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose width is 0: every chunk well formed, 65 bytes or so. */
export const zeroWidthPng = () => pngWith(0, 10, deflateSync(Buffer.alloc(10)));

/** Valid PNG headers and chunk checksums over random bytes where the compressed pixels belong. */
export const randomDataPng = () => pngWith(400, 300, randomBytes(4_000));

/** A JPEG start and a valid 400 × 300 frame marker, then junk where the tables and scan should be. */
export function junkJpeg(): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x01, 0x90, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame, randomBytes(2_000)]);
}

/** A JPEG whose 30,000 × 30,000 frame marker is preceded by 0xFF fill bytes, which a careless walk reads as a marker. */
export function fillBytesJpeg(): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const fill = Buffer.alloc(6, 0xff);
  const frame = Buffer.from([0xc0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x75, 0x30, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, fill, frame, randomBytes(500)]);
}

/** A DOCX-shaped zip whose document.xml is `expandsToMb` MB of one repeated string, DEFLATEd to a few hundred KB. */
export async function docxZipBomb(expandsToMb: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file('word/document.xml', Buffer.alloc(expandsToMb * 1024 * 1024, '<w:p><w:r><w:t>bomb</w:t></w:r></w:p>'));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A PDF of the given objects (numbered from 1, the first the catalog), each written as is, with its xref table. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF of `pages` empty pages written as PDF objects directly (a few hundred bytes a page). */
export function manyPagePdf(pages: number): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    kids.push(`${objects.length + 1} 0 R`);
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>');
  }
  objects[1] = `<< /Type /Pages /Count ${pages} /Kids [${kids.join(' ')}] >>`;
  return pdfOf(objects);
}

/**
 * A one-page PDF whose content stream is `expandsToMb` MB of spaces, deflated to about a thousandth of that: pdf.js
 * holds a stream's decoded bytes in a buffer outside the JavaScript heap, so no heap limit stops it.
 */
export async function inflatingPdf(expandsToMb: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed = (async () => {
    const parts: Buffer[] = [];
    for await (const part of deflate) parts.push(part as Buffer);
    return Buffer.concat(parts);
  })();
  const spaces = Buffer.alloc(16 * 1024 * 1024, ' ');
  for (let written = 0; written < expandsToMb; written += 16) if (!deflate.write(spaces)) await once(deflate, 'drain');
  deflate.end();
  const stream = (await compressed).toString('latin1');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream}\nendstream`,
  ]);
}

/** A PDF whose every page paints one image (one XObject) `timesPerPage` times: a scan with no text layer. */
export function repeatedImagePdf(image: Buffer, pages: number, timesPerPage: number): Promise<Buffer> {
  return scannedPdf(Array.from({ length: pages }, () => image), timesPerPage);
}

/**
 * A PDF of scanned pages, page N painting images[N] `timesPerPage` times. The same Buffer on several pages is one
 * image (one XObject, painted by name each time); distinct images each need their own OCR pass, which makes a file
 * that is slow to read however fast the machine.
 */
export function scannedPdf(images: Buffer[], timesPerPage = 1): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // openImage is pdfkit's, missing from its types; one opened image is one XObject.
    const open = (doc as unknown as { openImage(src: Buffer): Buffer }).openImage.bind(doc);
    const opened = new Map<Buffer, Buffer>();
    for (const image of images) {
      if (!opened.has(image)) opened.set(image, open(image));
      doc.addPage();
      for (let paint = 0; paint < timesPerPage; paint += 1) doc.image(opened.get(image)!, (paint % 20) * 2, (paint % 15) * 2, { width: 500 });
    }
    doc.end();
  });
}

/**
 * Runs `work` while polling GET /api/health every 100 ms, and returns its result with the slowest health answer (ms):
 * the server must keep answering while a hostile file is read.
 */
export async function whileHealthPolled<T>(app: FastifyInstance, work: Promise<T>): Promise<{ result: T; slowestHealthMs: number; polls: number }> {
  let done = false;
  let slowest = 0;
  let polls = 0;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      if (res.statusCode !== 200) throw new Error(`/api/health answered ${res.statusCode}`);
      slowest = Math.max(slowest, performance.now() - started);
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work, slowestHealthMs: slowest, polls };
  } finally {
    done = true;
    await poller;
  }
}
