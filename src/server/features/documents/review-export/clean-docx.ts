import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import type { DocumentBlock } from '../../../../shared/api/documents';

/** A block's text as the reader sees it: a typed or rebuilt number in front (as the revised draft writes it). */
const numbered = (block: DocumentBlock) =>
  block.number && !block.text.trimStart().startsWith(block.number) ? `${block.number} ${block.text}` : block.text;

/**
 * A plain Word file of a document uploaded as PDF or text: a paragraph per block, headings as headings, so the review
 * can be tracked in it as in an uploaded DOCX. Layout (pages, fonts) is not the original's: it was never Word's.
 */
export async function cleanDocx(title: string, blocks: DocumentBlock[]): Promise<Buffer> {
  const document = new Document({
    title,
    sections: [{
      children: blocks.map((block) => new Paragraph({ text: numbered(block).trim(), heading: block.kind === 'heading' ? HeadingLevel.HEADING_2 : undefined })),
    }],
  });
  return Packer.toBuffer(document);
}
