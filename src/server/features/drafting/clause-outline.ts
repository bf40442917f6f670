import type { Block } from '../../../legal/drafting';
import { lowerLetter, lowerRoman } from './export-format';

export type ListLevel = 0 | 1 | 2;

export type OutlinedBlock = {
  block: Block;
  level: ListLevel;
  /** The marker a reader sees before a numbered clause or bullet: "1.", "(a)", "(i)", "•". */
  marker?: string;
  /** The first clause of a list, numbered from 1 again. */
  startsList?: boolean;
};

const CLAUSE_MARKERS: Record<ListLevel, (value: number) => string> = {
  0: (value) => `${value}.`,
  1: (value) => `(${lowerLetter(value)})`,
  2: (value) => `(${lowerRoman(value)})`,
};

export const BULLET_MARKERS: Record<ListLevel, string> = { 0: '•', 1: '–', 2: '•' };

const clauseMarker = (level: ListLevel, value: number): string => CLAUSE_MARKERS[level](value);

const levelOf = (block: Block): ListLevel => (block.level === 1 || block.level === 2 ? block.level : 0);

/**
 * A section's blocks with their markers. Numbering follows the drafting library's plain-text view: a run of
 * consecutive numbered blocks (with any bullets nested under them) is one list, so counting starts again after any
 * other block and in every section;
 * a deeper level starts again under each new clause above it.
 */
export function outlineSection(blocks: Block[]): OutlinedBlock[] {
  const counters = [0, 0, 0];
  let previousNumbered = false;
  return blocks.map((block) => {
    const level = levelOf(block);
    if (block.kind === 'bullet') {
      // Bullets nested under a clause belong to it; the clauses after them continue the count.
      previousNumbered = previousNumbered && level > 0;
      return { block, level, marker: BULLET_MARKERS[level] };
    }
    if (block.kind !== 'numbered') {
      previousNumbered = false;
      return { block, level };
    }
    const startsList = !previousNumbered;
    if (startsList) counters.fill(0);
    previousNumbered = true;
    counters[level] = (counters[level] ?? 0) + 1;
    counters.fill(0, level + 1);
    return { block, level, marker: clauseMarker(level, counters[level] ?? 1), startsList };
  });
}
