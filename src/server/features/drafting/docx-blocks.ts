import { AlignmentType, HeadingLevel, Paragraph, TextRun } from 'docx';
import type { ParagraphChild } from 'docx';
import { blockText, type ContentSection } from '../../../legal/drafting';
import { signatureLines } from '../../../legal/drafting/filing-parts';
import { outlineSection, type OutlinedBlock } from './clause-outline';
import {
  BODY_STYLE_ID, BULLET_NUMBERING, CLAUSE_NUMBERING, HEADING_NUMBERING, SIGNATURE_STYLE_ID, SUBHEADING_STYLE_ID,
  bulletIndent, clauseIndent,
} from './docx-styles';
import { richText, xmlSafe } from './docx-text';

function blockParagraph({ block, level, startsList }: OutlinedBlock, children: ParagraphChild[]): Paragraph {
  switch (block.kind) {
    case 'subheading':
      return new Paragraph({ style: SUBHEADING_STYLE_ID, children });
    case 'numbered':
      return new Paragraph({
        style: BODY_STYLE_ID,
        // Each list counts from 1 again; Word's own numbering keeps it right when the attorney edits.
        numbering: { reference: CLAUSE_NUMBERING, level, ...(startsList ? { restart: true } : {}) },
        indent: clauseIndent(level),
        children,
      });
    case 'bullet':
      return new Paragraph({ style: BODY_STYLE_ID, numbering: { reference: BULLET_NUMBERING, level }, indent: bulletIndent(level), children });
    case 'paragraph':
      // A declarant's, a server's or the judge's signature line is set where a signature goes, not as text.
      return new Paragraph({ style: signatureLines(blockText(block)) ? SIGNATURE_STYLE_ID : BODY_STYLE_ID, children });
  }
}

/** A block's content: its runs, or what `marked` makes of them (the runs with table-of-authorities fields among them). */
export type BlockContent = (blockIndex: number, outlined: OutlinedBlock[]) => ParagraphChild[];

const plainContent: BlockContent = (blockIndex, outlined) => richText(outlined[blockIndex]?.block.runs ?? []);

/**
 * A section's Heading 1 and its blocks; a section with no text yet still shows its heading. A numbered heading counts
 * within its paper (`instance`: each paper of a filing restarts at I); with no number it is centred as the paper's
 * title. Headings are bold, never upper-cased, so a citation in one keeps its case.
 */
export function sectionParagraphs(section: ContentSection, content: BlockContent = plainContent, heading: { numbered: boolean; instance?: number; shown?: boolean } = { numbered: true }): Paragraph[] {
  const headingParagraph = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    ...(heading.numbered
      ? { numbering: { reference: HEADING_NUMBERING, level: 0, ...(heading.instance === undefined ? {} : { instance: heading.instance }) } }
      : { alignment: AlignmentType.CENTER }),
    children: [new TextRun(xmlSafe(section.heading))],
  });
  const outlined = outlineSection(section.blocks);
  const blocks = outlined.map((block, index) => blockParagraph(block, content(index, outlined)));
  return heading.shown === false ? blocks : [headingParagraph, ...blocks];
}

export function signatureParagraphs(lines: string[]): Paragraph[] {
  if (lines.length === 0) return [];
  const gap = new Paragraph({ style: SIGNATURE_STYLE_ID, children: [] });
  return [gap, ...lines.map((text) => new Paragraph({ style: SIGNATURE_STYLE_ID, children: [new TextRun(xmlSafe(text))] }))];
}
