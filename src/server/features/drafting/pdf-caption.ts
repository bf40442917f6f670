import { courtInCapitals } from '../../../legal/courts/chosen-court';
import type { Caption } from '../../../legal/drafting';
import type { PageFlow } from './pdf-page';
import { drawLine, typeset, type Pdf, type TextLine, type TextStyle } from './pdf-typeset';

type CaptionLine = { line?: TextLine; indent: number };

const INCH = 72;
const BOLD: TextStyle = { bold: true };

function setLines(doc: Pdf, text: string, { width, size, indent = 0, style = {} }: { width: number; size: number; indent?: number; style?: TextStyle }): CaptionLine[] {
  return typeset(doc, [{ text, style }], { size, width: width - indent }).map((line) => ({ line, indent }));
}

const BLANK: CaptionLine = { indent: 0 };

function partyLines(doc: Pdf, caption: Caption, width: number, size: number): CaptionLine[] {
  const set = (text: string, indent = 0) => setLines(doc, text, { width, size, indent });
  const side = (names: string[], role: string, end: string) => [
    ...names.flatMap((name) => set(`${name},`)),
    BLANK,
    ...set(`${names.length > 1 ? `${role}s` : role}${end}`, INCH),
  ];
  return [
    ...side(caption.plaintiffs, 'Plaintiff', ','),
    BLANK,
    ...set('v.', INCH / 2),
    BLANK,
    ...side(caption.defendants, 'Defendant', '.'),
    BLANK,
  ];
}

/** What a court's first page carries besides the caption (src/legal/procedure/paper-layout.ts). */
export type CaptionOptions = { numberLabel?: string; attorneyLines?: string[]; hearing?: string[] | null };

function numberLines(doc: Pdf, caption: Caption, width: number, size: number, { numberLabel = 'Case No.', hearing }: CaptionOptions): CaptionLine[] {
  const judge = caption.judge ? [BLANK, ...setLines(doc, `Judge: ${caption.judge}`, { width, size })] : [];
  return [
    ...setLines(doc, `${numberLabel} ${caption.caseNumber}`, { width, size }),
    BLANK,
    ...setLines(doc, caption.documentTitle, { width, size, style: BOLD }),
    ...(hearing ? [BLANK, ...hearing.flatMap((text) => setLines(doc, text, { width, size }))] : judge),
  ];
}

/**
 * California's first page: the attorney's name, bar number, address, telephone and email single-spaced from line 1,
 * left of centre, the right kept for the clerk; the court's name then starts on line 8 (Cal. Rules of Court, rule
 * 2.111(1), (3)).
 */
function drawAttorneyBlock(doc: Pdf, flow: PageFlow, lines: string[]): void {
  const { left, right, size, singlePitch, bodyPitch, top } = flow.layout;
  const width = (right - left) / 2 - size;
  // The first line shares line 1's baseline: a single-spaced line is shorter than a numbered one, so it starts lower.
  flow.y = Math.max(flow.y, top + bodyPitch - singlePitch);
  for (const text of lines) {
    for (const { line } of setLines(doc, text, { width, size })) {
      if (line) drawLine(doc, line, { x: left, baseline: flow.line(singlePitch).baseline, width, size, align: 'left' });
    }
  }
  // The court's name then sits on line 8's baseline, below 3 1/3 inches (rule 2.111(3)): each line of type aligned
  // with a line number (rule 2.108(4)).
  const line8 = top + 8 * bodyPitch - singlePitch;
  if (flow.y < line8) flow.y = line8;
  else flow.skip(singlePitch);
}

/**
 * The caption of a court filing, single-spaced: the court centred across the top, then the parties on the left,
 * closed by a rule beneath and down their right side, and the case number and the paper's title on the right. The
 * title keeps its case: upper-casing it would turn "Rule 91a" into "RULE 91A".
 */
export function drawCaption(doc: Pdf, flow: PageFlow, caption: Caption, options: CaptionOptions = {}): void {
  const { left, right, size, singlePitch } = flow.layout;
  if (options.attorneyLines && options.attorneyLines.length > 0) drawAttorneyBlock(doc, flow, options.attorneyLines);
  // A chosen court heads the caption line by line ("United States District Court" / "Northern District of Texas").
  for (const courtLine of caption.court.split('\n')) {
    for (const { line } of setLines(doc, courtInCapitals(courtLine), { width: right - left, size, style: BOLD })) {
      if (line) drawLine(doc, line, { x: left, baseline: flow.line(singlePitch).baseline, width: right - left, size, align: 'center' });
    }
  }
  flow.skip(singlePitch);

  const divider = left + Math.round((right - left) * 0.55);
  const partiesWidth = divider - left - size / 2;
  const numberX = divider + size;
  const parties = partyLines(doc, caption, partiesWidth, size);
  const numbers = numberLines(doc, caption, right - numberX, size, options);
  let bottom = flow.y;
  for (let row = 0; row < Math.max(parties.length, numbers.length); row += 1) {
    const { top, baseline, bottom: rowBottom } = flow.line(singlePitch);
    const party = parties[row];
    const number = numbers[row];
    if (party?.line) drawLine(doc, party.line, { x: left + party.indent, baseline, width: partiesWidth - party.indent, size, align: 'left' });
    if (number?.line) drawLine(doc, number.line, { x: numberX, baseline, width: right - numberX, size, align: 'left' });
    doc.save().lineWidth(0.6).moveTo(divider, top).lineTo(divider, rowBottom).stroke().restore();
    bottom = rowBottom;
  }
  doc.save().lineWidth(0.6).moveTo(left, bottom).lineTo(divider, bottom).stroke().restore();
  flow.skip(singlePitch);
}
