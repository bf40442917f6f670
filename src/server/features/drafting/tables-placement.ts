import type { DraftContent } from '../../../legal/drafting';
import type { FilingPart } from '../../../legal/drafting/filing-parts';

/**
 * Which paper of the filing carries the tables of contents and authorities (its index among the filing's parts), and
 * the draft's sections they cover (indices in draft order).
 */
export type TablesPlacement = { partIndex: number; sections: number[] };

/**
 * The tables follow the caption of the paper `tablesIn` starts (N.D. Tex.'s brief in support, filed after its motion)
 * and cover only that paper's sections. Without it, or when the draft no longer has that paper under a caption of its
 * own, they follow the filing's first caption and cover every section, as a brief or memorandum filed first has them.
 */
export function tablesPlacement(content: DraftContent, parts: FilingPart[], tablesIn: string | undefined): TablesPlacement {
  const partIndex = tablesIn === undefined || !content.caption
    ? -1
    : parts.findIndex((part, index) => index > 0 && part.opening === 'caption' && part.sections[0]?.section.id === tablesIn);
  if (partIndex < 0) return { partIndex: 0, sections: content.sections.map((_, index) => index) };
  return { partIndex, sections: parts[partIndex]!.sections.map(({ index }) => index) };
}
