import {
  AlignmentType, Document, Footer, HeadingLevel, LevelFormat, LineNumberRestartFormat, LineRuleType, Packer,
  PageNumber, Paragraph, TextRun,
} from 'docx';
import type { FileChild, ISectionOptions } from 'docx';
import type { DraftDocument } from '../../../legal/drafting';
import { DEFAULT_FONT_SIZE_PT } from '../../../legal/drafting/compliance';
import { CAPTION_STYLE_ID, captionTable } from './docx-caption';

export type DocxFormat = { pleadingPaper: boolean; minFontSizePt: number };

export const BODY_STYLE_ID = 'BodyText';
const SIGNATURE_STYLE_ID = 'SignatureBlock';
const HEADING_NUMBERING = 'section-headings';
const FONT = 'Times New Roman';
const DOUBLE_SPACING = { line: 480, lineRule: LineRuleType.AUTO };
const SINGLE_SPACING = { line: 240, lineRule: LineRuleType.AUTO };

/** Word measures font sizes in half-points; never below 12 pt, nor below what the court's rules require. */
const halfPoints = (format: DocxFormat) => Math.max(DEFAULT_FONT_SIZE_PT, format.minFontSizePt) * 2;

function styles(format: DocxFormat, size: number) {
  const bodySpacing = format.pleadingPaper ? DOUBLE_SPACING : { ...SINGLE_SPACING, after: 200 };
  return {
    default: {
      document: { run: { font: FONT, size } },
      title: { run: { font: FONT, size: size + 4, bold: true }, paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } } },
      heading1: {
        run: { font: FONT, size, bold: true, color: '000000' },
        paragraph: { keepNext: true, spacing: { ...bodySpacing, before: 240 } },
      },
    },
    paragraphStyles: [
      {
        id: BODY_STYLE_ID, name: 'Body Text', basedOn: 'Normal', next: BODY_STYLE_ID, quickFormat: true,
        paragraph: { spacing: bodySpacing, indent: { firstLine: 720 }, alignment: AlignmentType.JUSTIFIED },
      },
      { id: CAPTION_STYLE_ID, name: 'Caption Text', basedOn: 'Normal', paragraph: { spacing: SINGLE_SPACING } },
      {
        id: SIGNATURE_STYLE_ID, name: 'Signature Block', basedOn: 'Normal',
        paragraph: { spacing: SINGLE_SPACING, keepNext: true, keepLines: true, indent: { left: 4320 } },
      },
    ],
  };
}

// Court papers number their parts I, II, III; contracts and memos 1, 2, 3.
function headingNumbering(courtFiling: boolean) {
  return {
    config: [{
      reference: HEADING_NUMBERING,
      levels: [{
        level: 0,
        format: courtFiling ? LevelFormat.UPPER_ROMAN : LevelFormat.DECIMAL,
        text: '%1.',
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 720, hanging: 720 } } },
      }],
    }],
  };
}

function body(draft: DraftDocument): FileChild[] {
  const opening = draft.caption
    ? [captionTable(draft.caption), new Paragraph({ style: BODY_STYLE_ID, children: [] })]
    : [new Paragraph({ heading: HeadingLevel.TITLE, text: draft.title })];
  const sections = draft.sections.flatMap((section) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, numbering: { reference: HEADING_NUMBERING, level: 0 }, text: section.heading }),
    ...section.paragraphs.map((text) => new Paragraph({ style: BODY_STYLE_ID, text })),
  ]);
  const signature = draft.signatureBlock.map((text) => new Paragraph({ style: SIGNATURE_STYLE_ID, text }));
  const signatureGap = signature.length > 0 ? [new Paragraph({ style: SIGNATURE_STYLE_ID, children: [] })] : [];
  return [...opening, ...sections, ...signatureGap, ...signature];
}

const pageFooter = () => new Footer({
  children: [new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })],
  })],
});

/**
 * Pleading paper approximated with Word's own line numbering: numbers in the left margin restarting on each page,
 * with double-spaced body text (Cal. Rules of Court, rule 2.108). The ruled borders of printed pleading paper are not
 * drawn; the rule asks for numbered, spaced lines.
 */
function sectionProperties(format: DocxFormat): ISectionOptions['properties'] {
  const margin = { top: 1440, bottom: 1440, left: 1440, right: 1440 };
  if (!format.pleadingPaper) return { page: { margin } };
  return { page: { margin }, lineNumbers: { countBy: 1, restart: LineNumberRestartFormat.NEW_PAGE, distance: 360 } };
}

/** The draft as a Word document: named styles, a caption for court filings, numbered headings, paged footer. */
export async function exportDocx({ draft, format }: { draft: DraftDocument; format: DocxFormat }): Promise<Buffer> {
  const document = new Document({
    title: draft.title,
    styles: styles(format, halfPoints(format)),
    numbering: headingNumbering(draft.caption !== undefined),
    sections: [{ properties: sectionProperties(format), footers: { default: pageFooter() }, children: body(draft) }],
  });
  return Packer.toBuffer(document);
}
