import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfTextItem = { text: string; x: number; baseline: number };

/** One page's text: its items where they sit (points from the top left), and its lines top to bottom. */
export type PdfPage = { items: PdfTextItem[]; lines: string[]; text: string };

type RawItem = PdfTextItem & { width: number };

/** Items on one baseline, left to right, joined with a space wherever the page leaves a gap between them. */
function linesOf(items: RawItem[]): string[] {
  const rows = new Map<number, RawItem[]>();
  for (const item of items) {
    const key = Math.round(item.baseline * 2) / 2;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const sorted = row.sort((a, b) => a.x - b.x);
      return sorted
        .map((item, index) => {
          const previous = sorted[index - 1];
          const gap = previous ? item.x - (previous.x + previous.width) : 0;
          return `${gap > 1 ? ' ' : ''}${item.text}`;
        })
        .join('')
        .trim();
    });
}

/** Reads a PDF back as a reader's software would: the text of each page, with positions. */
export async function pdfPages(pdf: Buffer): Promise<{ pages: PdfPage[]; title: string | undefined }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const height = page.view[3] ?? 0;
    const content = await page.getTextContent();
    const items = content.items.flatMap((item): RawItem[] =>
      'str' in item && item.str.trim() !== ''
        ? [{ text: item.str, x: item.transform[4] as number, baseline: height - (item.transform[5] as number), width: item.width }]
        : []);
    const lines = linesOf(items);
    pages.push({ items: items.map(({ text, x, baseline }) => ({ text, x, baseline })), lines, text: lines.join('\n') });
  }
  const metadata = await document.getMetadata();
  const info = metadata.info as { Title?: string };
  await document.destroy();
  return { pages, title: info.Title };
}
