import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { NDA } from '../../src/legal/review/contracts.fixture';

/** The NDA's blocks as its paragraphs read, numbers in front. */
export const NDA_PARAGRAPHS = NDA.map((block) => `${block.number ? `${block.number} ` : ''}${block.text}`);

/**
 * The NDA of the review fixtures as a lawyer's Word file: numbered headings, defined terms in bold runs of their own,
 * a clause of two paragraphs. Its review replaces clauses (one with a bold run inside) and adds missing ones.
 */
export async function ndaDocx(): Promise<Buffer> {
  const children = NDA.map((block, i) => {
    if (block.kind === 'heading') return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(NDA_PARAGRAPHS[i]!)] });
    // Quoted defined terms ("Confidential Information", "Acme") set in bold, as lawyers set them.
    const runs = block.text.split(/("[^"]+")/).filter(Boolean).map((part) => new TextRun({ text: part, bold: part.startsWith('"') }));
    return new Paragraph({ children: runs });
  });
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
