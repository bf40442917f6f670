import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text item of a PDF page with the name of the font it is set in ("Times-Italic"). */
export type FontedItem = { text: string; font: string; x: number };

/** Each page's text items with their fonts, for asserting what is set in italics or bold. */
export async function pdfFontedItems(pdf: Buffer): Promise<FontedItem[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: FontedItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    // The fonts are loaded with the page's operators; only then do their real names resolve.
    await page.getOperatorList();
    const { items } = await page.getTextContent();
    pages.push(items.flatMap((item) => ('str' in item && item.str.trim() !== ''
      ? [{ text: item.str, font: (page.commonObjs.get(item.fontName) as { name?: string }).name ?? '', x: item.transform[4] as number }]
      : [])));
  }
  await document.destroy();
  return pages;
}
