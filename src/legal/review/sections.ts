import type { DocumentBlock } from '../documents/blocks';

/**
 * A contract's outline as its headings give it: each section starts at a heading (a heading block, a short heading
 * line, or a run-in heading such as "7. Governing Law. This Agreement ...") and runs up to the next heading at the
 * same or a higher level. Indices are positions in the block list (block i has paragraph i + 1 when the list is whole).
 */
export interface DocumentSection {
  /** The heading as written, without its number ("Governing Law"). */
  heading: string;
  number: string | null;
  /** 0 for an article, 1 for "7.", 2 for "7.1", 3 for "(a)"; a heading without a number sits one below the last one. */
  level: number;
  /** The block that starts it. */
  start: number;
  /** One past its last block. */
  end: number;
  /** True when the heading is written at the start of a paragraph; the paragraph's text then belongs to the section. */
  runIn: boolean;
}

const SMALL_WORDS = new Set(['and', 'of', 'the', 'to', 'in', 'on', 'for', 'or', 'by', 'with', 'a', 'an', 'upon']);
const NUMBER_PREFIX = /^(?:(?:article|section)\s+[\divxlc]+[.:]?|\d+(?:\.\d+)*\.?|\([a-z]{1,4}\)|[a-z]\.|[ivx]+\.)\s+/i;
// "Governing Law. This Agreement ..." or "Governing Law: ...": a short Title Case phrase, then the clause's text.
const RUN_IN = /^([A-Z][A-Za-z&'’/-]*(?:[ ,;]+[A-Za-z&'’/-]+){0,6})\s*[.:]\s+(?=\S)/;

const isTitleCase = (phrase: string) =>
  phrase.split(/[\s,;]+/).filter(Boolean).every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^[A-Z]/.test(word));

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The number written before a heading, from the block's own field or the start of its text. */
function splitNumber(block: DocumentBlock): { number: string | null; rest: string } {
  const text = block.text.trim();
  const prefix = NUMBER_PREFIX.exec(text);
  if (prefix) return { number: block.number ?? prefix[0].trim(), rest: text.slice(prefix[0].length).trim() };
  return { number: block.number, rest: text };
}

function levelOf(number: string | null): number | null {
  if (!number) return null;
  if (/^article\b/i.test(number)) return 0;
  if (/^section\b/i.test(number)) return 1;
  if (/^\(|^[a-z]\.$|^[ivx]+\.$/i.test(number)) return 3;
  const digits = number.match(/\d+/g);
  return digits ? digits.length : null;
}

/** A block's heading, if it starts a section: the heading text and whether it runs into the paragraph's text. */
export function headingOf(block: DocumentBlock): { heading: string; number: string | null; runIn: boolean } | null {
  const { number, rest } = splitNumber(block);
  if (block.kind === 'heading') return { heading: rest.replace(/[.:]$/, ''), number, runIn: false };
  // A short line in capitals, or a short numbered Title Case line, is a heading the reader lost the style of.
  const short = wordsIn(rest) > 0 && wordsIn(rest) <= 8 && !/[.;,]$/.test(rest);
  if (short && ((rest === rest.toUpperCase() && /[A-Z]{3}/.test(rest)) || (number && isTitleCase(rest)))) {
    return { heading: rest.replace(/:$/, ''), number, runIn: false };
  }
  const runIn = RUN_IN.exec(rest);
  if (runIn && isTitleCase(runIn[1]!) && wordsIn(runIn[1]!) <= 7 && wordsIn(rest) > wordsIn(runIn[1]!)) {
    return { heading: runIn[1]!.trim(), number, runIn: true };
  }
  return null;
}

const TESTIMONIUM = /^\s*in\s+witness\s+where(?:of|as)\b/i;

/** The document's sections in reading order (nested sections are listed too, each with its own extent). */
export function documentSections(blocks: DocumentBlock[]): DocumentSection[] {
  const starts: Omit<DocumentSection, 'end'>[] = [];
  // The level of the last heading that is not an unnumbered run-in one (0: none yet).
  let outline = 0;
  blocks.forEach((block, index) => {
    const found = headingOf(block);
    if (!found) return;
    // An unnumbered run-in heading ("Governing Law. ...") is a part of the section above it.
    const level = levelOf(found.number) ?? (found.runIn ? outline + 1 : Math.max(outline, 1));
    if (!found.runIn || found.number) outline = level;
    starts.push({ heading: found.heading, number: found.number, level, start: index, runIn: found.runIn });
  });
  // The clauses end where the signing begins: "IN WITNESS WHEREOF" is no part of the last clause, which a replacement
  // of that clause would otherwise delete with it.
  const signing = blocks.findIndex((block) => TESTIMONIUM.test(block.text));
  return starts.map((section, i) => {
    const next = starts.slice(i + 1).find((later) => later.level <= section.level);
    const end = next ? next.start : blocks.length;
    return { ...section, end: signing > section.start && signing < end ? signing : end };
  });
}

/** The text a section holds: its blocks after a standalone heading, or the whole paragraph for a run-in one. */
export function sectionBodyRange(section: DocumentSection): { start: number; end: number } {
  return { start: section.runIn ? section.start : Math.min(section.start + 1, section.end), end: section.end };
}

export const blocksText = (blocks: DocumentBlock[], start: number, end: number) =>
  blocks.slice(start, end).map((block) => (block.number && !block.text.startsWith(block.number) ? `${block.number} ${block.text}` : block.text)).join('\n\n');
