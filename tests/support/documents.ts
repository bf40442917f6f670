import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { Document, HeadingLevel, LevelFormat, Packer, PageBreak, Paragraph, TextRun, AlignmentType } from 'docx';
import PDFDocument from 'pdfkit';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A multipart/form-data body with one file (field `file`) and optional text fields, as a browser sends it. */
export function multipartBody(file: { name: string; bytes: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----volnadraft${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file as a user (POST /api/documents). */
export function uploadDocument(app: FastifyInstance, headers: Record<string, string>, file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const body = multipartBody(file, fields);
  return app.inject({ method: 'POST', url: '/api/documents', headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** A DOCX written with `docx`: a heading, Word-numbered clauses, a typed "(a)" sub-clause, and a page break. */
export async function buildContractDocx(): Promise<Buffer> {
  const doc = new Document({
    numbering: {
      config: [{ reference: 'clauses', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }],
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('MASTER SERVICES AGREEMENT')] }),
          new Paragraph({ children: [new TextRun('WHEREAS, the Company wishes to engage the Consultant; the parties agree as follows:')] }),
          new Paragraph({ numbering: { reference: 'clauses', level: 0 }, children: [new TextRun('Term. This Agreement lasts two years.')] }),
          new Paragraph({ numbering: { reference: 'clauses', level: 0 }, children: [new TextRun('Termination. Either party may end it on notice.')] }),
          new Paragraph({ children: [new TextRun('(a) Notice must be in writing.')] }),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Governing Law')] }),
          new Paragraph({ children: [new TextRun('3.1 This Agreement is governed by the laws of the State of California.')] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A PDF made with pdfkit, one array of paragraphs a page, or a page holding only an image (a scan). */
export function buildPdf(pages: Array<{ paragraphs: string[] } | { image: Buffer }>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, size: 'LETTER' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const page of pages) {
      doc.addPage();
      if ('image' in page) doc.image(page.image, 0, 0, { width: 612 });
      else for (const text of page.paragraphs) doc.font('Helvetica').fontSize(12).text(text).moveDown(1.5);
    }
    doc.end();
  });
}

/**
 * A font for drawing scans: DejaVu Sans or Liberation Sans where the machine has them (CI machines with Chromium's
 * font dependencies do), else the Liberation Sans pdfjs-dist ships in node_modules.
 */
export const SCAN_FONT = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  'node_modules/pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
].find((file) => existsSync(file));

/** A scanned page: lines of text in large black letters on white, drawn with @napi-rs/canvas, as PNG. */
export function buildScanPng(lines: string[]): Buffer {
  if (!SCAN_FONT) throw new Error('No TrueType font found to draw a scanned page with.');
  GlobalFonts.registerFromPath(SCAN_FONT, 'ScanFont');
  const canvas = createCanvas(1700, 300 + lines.length * 110);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '64px ScanFont';
  lines.forEach((line, index) => context.fillText(line, 120, 200 + index * 110));
  return canvas.toBuffer('image/png');
}

/**
 * A federal brief, as PDF pages, with two citations a lawyer must not file: a made-up case (volume 505 of the U.S.
 * Reports is held whole and no case begins at page 901) and a misquotation of Rock v. Arkansas, 483 U.S. 44, 55,
 * which reads "is not without limitation" (the ellipsis drops the "not"). Both on page 2.
 */
export const BRIEF_WITH_TWO_BAD_CITATIONS = [
  {
    paragraphs: [
      'UNITED STATES DISTRICT COURT',
      'NORTHERN DISTRICT OF CALIFORNIA',
      'JANE DOE, Plaintiff, v. ACME CORP., Defendant.',
      'Case No. 3:26-cv-01234',
      'MEMORANDUM IN SUPPORT OF MOTION TO DISMISS',
    ],
  },
  {
    paragraphs: [
      'Plaintiff relies on Martinez v. Board of Regents, 505 U.S. 901 (1992), for the contrary view.',
      'The Court held that "the right to present relevant testimony is . . . without limitation." Rock v. Arkansas, 483 U.S. 44, 55 (1987).',
    ],
  },
];

/** A two-page commercial lease, as PDF pages: parties, term, rent, the assignment clause given, governing law. */
export function leasePages({ tenant, rent, assignment }: { tenant: string; rent: string; assignment: string }) {
  return [
    { paragraphs: ['COMMERCIAL LEASE AGREEMENT', `This Lease Agreement is entered into by and between Harbor Properties LLC ("Landlord") and ${tenant} ("Tenant").`] },
    {
      paragraphs: [
        '1. Term. The term of this Lease is five years from the Commencement Date.',
        `2. Rent. Tenant shall pay monthly rent of ${rent} on the first day of each month.`,
        `3. Assignment. ${assignment}`,
        '4. Governing Law. This Lease is governed by the laws of the State of California.',
      ],
    },
  ];
}
