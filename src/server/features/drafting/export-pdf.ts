import PDFDocument from 'pdfkit';
import { isCourtFiling, paperTitle } from './export-format';
import type { ExportInput } from './export-format';
import { drawSection, drawSignature, drawTitle } from './pdf-blocks';
import { drawCaption } from './pdf-caption';
import { PageFlow, pageLayout, writeFooters } from './pdf-page';
import type { Pdf } from './pdf-typeset';

function bytesOf(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The draft as a PDF ready to file or send: US Letter, one-inch margins, Times, a caption or a title, numbered
 * headings and clauses, "Page X of Y" on every page, and California pleading paper when the rule pack asks for it.
 */
export async function exportPdf(input: ExportInput): Promise<Buffer> {
  const { title, content, format } = input;
  const layout = pageLayout(format);
  // Pages stay in memory until the end, so each footer can say how many pages there are.
  const doc: Pdf = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-US',
    info: { Title: title, Creator: 'VolnaDraft' },
  });
  const bytes = bytesOf(doc);
  const flow = new PageFlow(doc, layout);
  if (content.caption) drawCaption(doc, flow, content.caption);
  else drawTitle(doc, flow, title);
  const courtFiling = isCourtFiling(content);
  content.sections.forEach((section, index) => drawSection(doc, flow, section, index, courtFiling));
  drawSignature(doc, flow, content.signatureBlock);
  writeFooters(doc, layout, paperTitle(input));
  doc.end();
  return bytes;
}
