import { AlignmentType, LevelFormat, LineRuleType } from 'docx';
import type { ILevelsOptions, INumberingOptions, IStylesOptions } from 'docx';
import { BULLET_MARKERS, type ListLevel } from './clause-outline';
import { CAPTION_STYLE_ID } from './docx-caption';

export const BODY_STYLE_ID = 'BodyText';
export const SUBHEADING_STYLE_ID = 'Subheading';
export const SIGNATURE_STYLE_ID = 'SignatureBlock';
export const HEADING_NUMBERING = 'section-headings';
export const CLAUSE_NUMBERING = 'clauses';
export const BULLET_NUMBERING = 'bullets';

const FONT = 'Times New Roman';
const HALF_INCH = 720;
const DOUBLE_SPACING = { line: 480, lineRule: LineRuleType.AUTO };
const SINGLE_SPACING = { line: 240, lineRule: LineRuleType.AUTO };

export type DocxLook = { pleadingPaper: boolean; courtFiling: boolean; bodySizePt: number };

/**
 * Named styles, so the attorney can restyle the whole paper in Word: Title, Heading 1, Subheading, Body Text,
 * Caption Text and Signature Block, all Times New Roman at the body size (Word counts half-points).
 */
export function documentStyles({ pleadingPaper, bodySizePt }: DocxLook): IStylesOptions {
  const size = bodySizePt * 2;
  const bodySpacing = pleadingPaper ? DOUBLE_SPACING : { ...SINGLE_SPACING, after: 200 };
  // On pleading paper the double spacing alone separates parts, so every line stays on the page's line grid.
  const headingSpacing = (before: number) => ({ ...bodySpacing, before: pleadingPaper ? 0 : before });
  return {
    default: {
      document: { run: { font: FONT, size } },
      title: { run: { font: FONT, size: size + 4, bold: true }, paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 240 } } },
      heading1: {
        // Bold, never all capitals: capitals would print 'CPLR 3211(A)(7)' for 'CPLR 3211(a)(7)'.
        run: { font: FONT, size, bold: true, color: '000000' },
        paragraph: { keepNext: true, spacing: headingSpacing(240) },
      },
    },
    paragraphStyles: [
      {
        id: BODY_STYLE_ID, name: 'Body Text', basedOn: 'Normal', next: BODY_STYLE_ID, quickFormat: true,
        paragraph: { spacing: bodySpacing, indent: { firstLine: HALF_INCH }, alignment: AlignmentType.JUSTIFIED },
      },
      {
        // A heading inside a section ("A. The complaint is untimely"): shown in Word's outline under Heading 1.
        id: SUBHEADING_STYLE_ID, name: 'Subheading', basedOn: 'Normal', next: BODY_STYLE_ID, quickFormat: true,
        run: { font: FONT, size, bold: true },
        paragraph: { keepNext: true, outlineLevel: 1, spacing: headingSpacing(120) },
      },
      { id: CAPTION_STYLE_ID, name: 'Caption Text', basedOn: 'Normal', paragraph: { spacing: SINGLE_SPACING } },
      {
        id: SIGNATURE_STYLE_ID, name: 'Signature Block', basedOn: 'Normal',
        paragraph: { spacing: SINGLE_SPACING, keepNext: true, keepLines: true, indent: { left: 6 * HALF_INCH } },
      },
    ],
  };
}

// A list item's text starts half an inch in per level; its marker hangs in the half inch (or quarter inch) before.
export const clauseIndent = (level: ListLevel) => ({ left: (level + 1) * HALF_INCH, hanging: HALF_INCH });
export const bulletIndent = (level: ListLevel) => ({ left: (level + 1) * HALF_INCH, hanging: HALF_INCH / 2 });

const clauseLevel = (level: ListLevel, format: ILevelsOptions['format'], text: string): ILevelsOptions => ({
  level, format, text, alignment: AlignmentType.LEFT, style: { paragraph: { indent: clauseIndent(level) } },
});

const bulletLevel = (level: ListLevel): ILevelsOptions => ({
  level,
  format: LevelFormat.BULLET,
  text: BULLET_MARKERS[level],
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: bulletIndent(level) } },
});

/**
 * Real Word numbering, so inserting a clause renumbers the rest: section headings (I., II. in court papers; 1., 2.
 * in contracts and memos), clauses "1." / "(a)" / "(i)", and bullets by level.
 */
export function documentNumbering(courtFiling: boolean): INumberingOptions {
  return {
    config: [
      {
        reference: HEADING_NUMBERING,
        levels: [clauseLevel(0, courtFiling ? LevelFormat.UPPER_ROMAN : LevelFormat.DECIMAL, '%1.')],
      },
      {
        reference: CLAUSE_NUMBERING,
        levels: [
          clauseLevel(0, LevelFormat.DECIMAL, '%1.'),
          clauseLevel(1, LevelFormat.LOWER_LETTER, '(%2)'),
          clauseLevel(2, LevelFormat.LOWER_ROMAN, '(%3)'),
        ],
      },
      { reference: BULLET_NUMBERING, levels: [bulletLevel(0), bulletLevel(1), bulletLevel(2)] },
    ],
  };
}
