import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { Caption } from '../../../legal/drafting';

export const CAPTION_STYLE_ID = 'CaptionText';

const NONE = { style: BorderStyle.NONE, size: 0, color: 'auto' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE };

const line = (text: string, bold = false) =>
  new Paragraph({ style: CAPTION_STYLE_ID, children: [new TextRun({ text, bold })] });

function partiesCell(caption: Caption): TableCell {
  const plural = (names: string[], one: string) => (names.length > 1 ? `${one}s` : one);
  return new TableCell({
    width: { size: 55, type: WidthType.PERCENTAGE },
    // The conventional caption box: a rule under the parties and down their right side.
    borders: { ...NO_BORDERS, bottom: RULE, right: RULE },
    children: [
      ...caption.plaintiffs.map((name) => line(`${name},`)),
      line(`${plural(caption.plaintiffs, 'Plaintiff')},`),
      line('v.'),
      ...caption.defendants.map((name) => line(`${name},`)),
      line(`${plural(caption.defendants, 'Defendant')}.`),
    ],
  });
}

function numberCell(caption: Caption): TableCell {
  return new TableCell({
    width: { size: 45, type: WidthType.PERCENTAGE },
    borders: NO_BORDERS,
    margins: { left: 240 },
    children: [
      line(`Case No. ${caption.caseNumber}`),
      ...(caption.judge ? [line(`Judge: ${caption.judge}`)] : []),
      line(''),
      line(caption.documentTitle.toUpperCase(), true),
    ],
  });
}

/** The caption of a court filing: the court across the top, the parties left, case number and paper right. */
export function captionTable(caption: Caption): Table {
  const courtRow = new TableRow({
    children: [new TableCell({
      columnSpan: 2,
      borders: NO_BORDERS,
      children: [new Paragraph({
        style: CAPTION_STYLE_ID,
        alignment: AlignmentType.CENTER,
        spacing: { after: 240 },
        children: [new TextRun({ text: caption.court.toUpperCase(), bold: true })],
      })],
    })],
  });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { ...NO_BORDERS, insideHorizontal: NONE, insideVertical: NONE },
    rows: [courtRow, new TableRow({ children: [partiesCell(caption), numberCell(caption)] })],
  });
}
