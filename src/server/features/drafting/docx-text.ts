import { TextRun } from 'docx';
import type { Run } from '../../../legal/drafting';

// Characters XML 1.0 cannot carry (control codes, lone surrogates) would make Word refuse the whole file.
const NOT_XML = /(?![\t\n\r])[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;

export const xmlSafe = (text: string): string => text.replace(NOT_XML, '').replace(/\t/g, ' ');

/** A run with its marks; a defined term is set in bold, and a line break inside a run stays a line break. */
function textRuns(run: Run): TextRun[] {
  const marks = new Set(run.marks ?? []);
  const look = {
    ...(marks.has('bold') || marks.has('term') ? { bold: true } : {}),
    ...(marks.has('italic') ? { italics: true } : {}),
    ...(marks.has('underline') ? { underline: {} } : {}),
  };
  return xmlSafe(run.text)
    .split(/\r\n?|\n/)
    .map((text, index) => new TextRun({ text, ...look, ...(index > 0 ? { break: 1 } : {}) }));
}

export const richText = (runs: Run[]): TextRun[] => runs.flatMap(textRuns);
