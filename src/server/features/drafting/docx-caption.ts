import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { courtInCapitals } from '../../../legal/courts/chosen-court';
import type { Caption } from '../../../legal/drafting';
import { xmlSafe } from './docx-text';

export const CAPTION_STYLE_ID = 'CaptionText';

const HALF_INCH = 720;
const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

const line = (text: string, { bold = false, indent = 0 }: { bold?: boolean; indent?: number } = {}) =>
  new Paragraph({
    style: CAPTION_STYLE_ID,
    ...(indent > 0 ? { indent: { left: indent } } : {}),
    children: text === '' ? [] : [new TextRun({ text: xmlSafe(text), ...(bold ? { bold: true } : {}) })],
  });

const blank = () => line('');

function partiesCell(caption: Caption): TableCell {
  const side = (names: string[], role: string, end: string) => [
    ...names.map((name) => line(`${name},`)),
    blank(),
    line(`${names.length > 1 ? `${role}s` : role}${end}`, { indent: 2 * HALF_INCH }),
  ];
  return new TableCell({
    width: { size: 55, type: WidthType.PERCENTAGE },
    // The conventional caption box: a rule under the parties and down their right side.
    borders: { ...NO_BORDERS, bottom: RULE, right: RULE },
    children: [
      ...side(caption.plaintiffs, 'Plaintiff', ','),
      blank(),
      line('v.', { indent: HALF_INCH }),
      blank(),
      ...side(caption.defendants, 'Defendant', '.'),
      blank(),
    ],
  });
}

/** What a court's first page carries besides the caption (src/legal/procedure/paper-layout.ts). */
export type CaptionOptions = { numberLabel?: string; hearing?: string[] | null };

function numberCell(caption: Caption, { numberLabel = 'Case No.', hearing }: CaptionOptions): TableCell {
  const judge = caption.judge ? [blank(), line(`Judge: ${caption.judge}`)] : [];
  return new TableCell({
    width: { size: 45, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    margins: { left: 240 },
    children: [
      line(`${numberLabel} ${caption.caseNumber}`),
      blank(),
      // The paper's title as written: capitals would turn "Rule 91a" into "RULE 91A".
      line(caption.documentTitle, { bold: true }),
      ...(hearing ? [blank(), ...hearing.map((text) => line(text))] : judge),
    ],
  });
}

/**
 * California's first page: the attorney's name, bar number, address, telephone and email from line 1, left of
 * centre, before the court's name (Cal. Rules of Court, rule 2.111(1)).
 */
export function attorneyBlockParagraphs(lines: string[]): Paragraph[] {
  if (lines.length === 0) return [];
  return [...lines.map((text) => new Paragraph({ style: CAPTION_STYLE_ID, indent: { right: 5040 }, children: [new TextRun(xmlSafe(text))] })), blank()];
}

/** The caption of a court filing: the court across the top, the parties left, case number and paper right. */
export function captionTable(caption: Caption, options: CaptionOptions = {}): Table {
  const courtRow = new TableRow({
    children: [new TableCell({
      columnSpan: 2,
      borders: NO_BORDERS,
      // A chosen court heads the caption line by line; the last line is spaced from the parties.
      children: caption.court.split('\n').map((courtLine, index, lines) => new Paragraph({
        style: CAPTION_STYLE_ID,
        alignment: AlignmentType.CENTER,
        ...(index === lines.length - 1 ? { spacing: { after: 240 } } : {}),
        children: [new TextRun({ text: xmlSafe(courtInCapitals(courtLine)), bold: true })],
      })),
    })],
  });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { ...NO_BORDERS, insideHorizontal: NONE, insideVertical: NONE },
    rows: [courtRow, new TableRow({ children: [partiesCell(caption), numberCell(caption, options)] })],
  });
}
