import type { z } from 'zod';
import type { opinionCitationSchema } from '../../../../shared/api/research';

type OpinionCitation = z.infer<typeof opinionCitationSchema>;

/** A run of an opinion's text: plain, or a citation (linked when the cited case is in the corpus). */
export type OpinionPiece = { text: string; citation?: undefined } | { text: string; citation: OpinionCitation };

export interface OpinionParagraph {
  /** Offset of the paragraph in the opinion's text: stable, so a good React key. */
  start: number;
  /** A block of short lines (a caption, a heading, a list of parties) reads best with its line breaks kept. */
  keepLineBreaks: boolean;
  pieces: OpinionPiece[];
}

const SHORT_LINE = 45;

const isBlockOfShortLines = (paragraph: string) => {
  const lines = paragraph.split('\n');
  return lines.length > 1 && lines.every((line) => line.trim().length <= SHORT_LINE);
};

// Opinions are hard-wrapped: a blank line ends a paragraph, a single newline is only a line break.
const PARAGRAPH_BREAK = /\n[ \t]*\n\s*/g;

function paragraphRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let start = 0;
  for (const match of text.matchAll(PARAGRAPH_BREAK)) {
    if (match.index > start) ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  if (start < text.length) ranges.push([start, text.length]);
  return ranges;
}

/**
 * Splits an opinion into paragraphs and each paragraph into text and citations, from the citations' offsets.
 * One pass over both (citations sorted by start), so a 300 KB opinion splits in a few milliseconds; overlapping
 * citations keep the first, and a citation is clipped to the paragraph it starts in.
 */
export function opinionParagraphs(text: string, citations: OpinionCitation[]): OpinionParagraph[] {
  const sorted = citations.filter((c) => c.start < c.end && c.start >= 0).sort((a, b) => a.start - b.start);
  let next = 0;
  return paragraphRanges(text).map(([start, end]) => {
    const pieces: OpinionPiece[] = [];
    let at = start;
    while (next < sorted.length && sorted[next]!.start < end) {
      const citation = sorted[next]!;
      next += 1;
      if (citation.start < at) continue;
      const citationEnd = Math.min(citation.end, end);
      if (citation.start > at) pieces.push({ text: text.slice(at, citation.start) });
      pieces.push({ text: text.slice(citation.start, citationEnd), citation });
      at = citationEnd;
    }
    if (at < end) pieces.push({ text: text.slice(at, end) });
    return { start, keepLineBreaks: isBlockOfShortLines(text.slice(start, end)), pieces };
  });
}
