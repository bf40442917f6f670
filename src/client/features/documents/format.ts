import type { DocumentFormat, OcrPage } from '../../../shared/api/documents';
import { formatCount } from '../sessions/format';

export const FORMAT_LABELS: Record<DocumentFormat, string> = { docx: 'Word', pdf: 'PDF', txt: 'Text', md: 'Markdown', image: 'Scan' };

/** "1–2", "1, 3, 5–7": pages as a reader writes them. */
export function pageRanges(pages: number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let at = 0; at < sorted.length; ) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    ranges.push(end === at ? String(sorted[at]) : `${sorted[at]}–${sorted[end]}`);
    at = end + 1;
  }
  return ranges.join(', ');
}

/**
 * What OCR read, and how sure it was: "Pages 1–2 were read by OCR (mean confidence 87%). Check the text against
 * the original." Null when every page had a text layer.
 */
export function ocrNote(ocr: OcrPage[]): string | null {
  if (ocr.length === 0) return null;
  const pages = ocr.length === 1 ? `Page ${ocr[0]!.page} was` : `Pages ${pageRanges(ocr.map((page) => page.page))} were`;
  return `${pages} read by OCR (mean confidence ${meanConfidence(ocr)}%). Check the text against the original.`;
}

/** The same in a list's few words: "OCR: pages 1–2, 87% confidence". */
export function ocrBrief(ocr: OcrPage[]): string | null {
  if (ocr.length === 0) return null;
  const pages = ocr.length === 1 ? `page ${ocr[0]!.page}` : `pages ${pageRanges(ocr.map((page) => page.page))}`;
  return `OCR: ${pages}, ${meanConfidence(ocr)}% confidence`;
}

const meanConfidence = (ocr: OcrPage[]) => Math.round(ocr.reduce((sum, page) => sum + page.confidence, 0) / ocr.length);

/** "12 pages", "1 page", or nothing for a document without pages of its own (text, Markdown). */
export const pagesLabel = (format: DocumentFormat, pageCount: number) =>
  format === 'txt' || format === 'md' ? null : formatCount(pageCount, 'page');

/** "5.0 GB", "1.2 MB", "340 KB", "0 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return formatCount(bytes, 'byte');
}
