import type { DraftContent } from '../../../legal/drafting';
import type { PartStart } from '../../../legal/drafting/filing-parts';
import { DEFAULT_FONT_SIZE_PT } from '../../../legal/drafting/compliance';
import type { CitationInDraft } from '../../../shared/api/drafts';

/** What the jurisdiction's rule pack asks of the exported paper (`checkDraft(...).exportFormat`). */
export type ExportFormat = { pleadingPaper: boolean; minFontSizePt: number };

/**
 * `citations`: the citation gate's results, in reading order, when the paper carries a table of contents and a table
 * of authorities.
 */
export type ExportInput = { title: string; content: DraftContent; format: ExportFormat; tables?: { citations: CitationInDraft[] }; filing?: Filing };

/**
 * What the court's paper asks of the export (src/legal/procedure/paper-layout.ts): where each companion paper begins,
 * the case number's label, the attorney block on the first page and the hearing lines under the case number.
 * `tablesIn`: the section where the paper that carries the tables begins (N.D. Tex.'s brief in support); without it,
 * the tables follow the filing's first caption and cover every section.
 */
export type Filing = { parts: PartStart[] | null; numberLabel: string; attorneyBlock: boolean; hearing: string[] | null; tablesIn?: string };

/** Body text is never below 12 pt, nor below what the court's rules require. */
export const bodyFontSizePt = (format: ExportFormat): number => Math.max(DEFAULT_FONT_SIZE_PT, format.minFontSizePt);

/** A captioned draft is a court filing: its parts are numbered I, II, III. */
export const isCourtFiling = (content: DraftContent): boolean => content.caption !== undefined;

const ROMAN: [number, string][] = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
  [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];

export function lowerRoman(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, numeral] of ROMAN) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}

/** Word's lower-letter sequence: a … z, then aa … zz. */
export function lowerLetter(value: number): string {
  const letter = String.fromCharCode(97 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

/** "I." for a court filing's parts, "1." for a contract's or a memo's: the same labels as the Word numbering. */
export function sectionLabel(index: number, courtFiling: boolean): string {
  return courtFiling ? `${lowerRoman(index + 1).toUpperCase()}.` : `${index + 1}.`;
}

/** The title of the filing's first paper: the footer of its pages on pleading paper (Cal. Rules of Court, rule 2.110). */
export const paperTitle = ({ title, content }: ExportInput): string => content.caption?.documentTitle.trim() || title;
