import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { LabelledAgreement } from '../../src/legal/review/labelled-agreement.fixture';

/**
 * An agreement of the labelled set as a lawyer's Word file: its title and headings in Word's heading styles, each
 * number typed in front of its text, so the upload goes through the document reader as a client's file would.
 */
export async function agreementDocx(agreement: LabelledAgreement): Promise<Buffer> {
  const children = agreement.blocks.map((block) => {
    const text = `${block.number ? `${block.number} ` : ''}${block.text}`;
    if (block.kind === 'heading') {
      return new Paragraph({ heading: block.paragraph === 1 ? HeadingLevel.TITLE : HeadingLevel.HEADING_2, children: [new TextRun(text)] });
    }
    return new Paragraph({ children: [new TextRun(text)] });
  });
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
