import { z } from 'zod';
import type { DocumentBlock } from '../documents/blocks';
import { findClauses } from './clauses';
import { blocksText, documentSections } from './sections';
import { clauseLabelSchema } from './types';
import { wordDiff, wordDiffPartSchema } from './word-diff';

/**
 * Two versions of a contract, clause by clause: ours and the other side's markup. A clause is a section as the
 * headings give it (the text before the first heading is one more); clauses are paired by heading, then by their
 * words, so a renumbered or retitled clause is still the same one.
 */

const placeSchema = z.object({ text: z.string(), page: z.number().int().positive(), paragraph: z.number().int().positive(), lastParagraph: z.number().int().positive() });
export const clauseChangeSchema = z.object({
  status: z.enum(['added', 'removed', 'changed', 'unchanged']),
  /** The clause's heading as written in the newer version (the older one's when removed); null for the opening text. */
  heading: z.string().nullable(),
  /** The review's label for the clause, when it has one ("confidentiality"). */
  label: clauseLabelSchema.nullable(),
  ours: placeSchema.nullable(),
  theirs: placeSchema.nullable(),
  /** For a changed clause, its words kept, removed and added, in order; empty otherwise. */
  diff: z.array(wordDiffPartSchema),
});
export type ClauseChange = z.infer<typeof clauseChangeSchema>;

interface Unit {
  heading: string | null;
  key: string | null;
  label: ClauseChange['label'];
  text: string;
  body: string;
  start: number;
  end: number;
  place: z.infer<typeof placeSchema>;
}

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}$%]+/gu, ' ').trim();
// A clause's number says where it is, not what it says: "4. Assignment" and "5. Assignment" say the same.
const withoutNumber = (text: string) => text.replace(/^\s*(?:(?:article|section)\s+[\divxlc]+[.:]?|\d+(?:\.\d+)*\.?|\([a-z]{1,4}\))\s+/i, '');

/** The document cut into clauses: a new one at every heading, the blocks before the first heading as one. */
function unitsOf(blocks: DocumentBlock[]): Unit[] {
  const starts = [...new Set([0, ...documentSections(blocks).map((section) => section.start)])].sort((a, b) => a - b);
  const sections = documentSections(blocks);
  const { clauses } = findClauses(blocks);
  return starts.flatMap((start, i) => {
    const end = starts[i + 1] ?? blocks.length;
    const section = sections.find((s) => s.start === start) ?? null;
    const text = blocksText(blocks, start, end);
    if (!text.trim()) return [];
    // The narrowest labelled clause this one is in or starts.
    const label = clauses.filter((clause) => (clause.start <= start && start < clause.end) || (clause.start >= start && clause.start < end))
      .sort((a, b) => a.end - a.start - (b.end - b.start))[0]?.label ?? null;
    const heading = section ? `${section.number ? `${section.number} ` : ''}${section.heading}` : null;
    const body = normal(withoutNumber(text));
    const place = { text, page: blocks[start]!.page, paragraph: blocks[start]!.paragraph, lastParagraph: blocks[end - 1]!.paragraph };
    return [{ heading, key: section ? normal(section.heading) : null, label, text, body, start, end, place }];
  });
}

const wordSet = (text: string) => new Set(text.split(' ').filter(Boolean));
/** How much two clauses share: the words in both over the words in either (1 for the same words). */
function overlap(a: string, b: string): number {
  const x = wordSet(a);
  const y = wordSet(b);
  let both = 0;
  for (const word of x) if (y.has(word)) both++;
  return both / Math.max(1, x.size + y.size - both);
}

/** Two clauses of different headings are the same clause when at least this share of their words is the same. */
const SAME_CLAUSE = 0.5;

/** Each of their clauses' partner among ours (by heading, else by words), or -1 when it is new. */
function pair(ours: Unit[], theirs: Unit[]): number[] {
  const taken = new Set<number>();
  const partner = theirs.map((unit) => {
    const index = ours.findIndex((candidate, i) => !taken.has(i) && (unit.key === null ? candidate.key === null : candidate.key === unit.key));
    if (index >= 0) taken.add(index);
    return index;
  });
  theirs.forEach((unit, t) => {
    if (partner[t]! >= 0) return;
    let best = -1;
    let score = SAME_CLAUSE;
    ours.forEach((candidate, i) => {
      const s = taken.has(i) ? 0 : overlap(candidate.body, unit.body);
      if (s >= score) [best, score] = [i, s];
    });
    if (best >= 0) taken.add(best);
    partner[t] = best;
  });
  return partner;
}

/**
 * What changed from ours to theirs, clause by clause, in the order of their version (a removed clause where it stood
 * in ours): added, removed, changed (with the words kept, removed and added) or unchanged.
 */
export function compareVersions(oursBlocks: DocumentBlock[], theirsBlocks: DocumentBlock[]): ClauseChange[] {
  const ours = unitsOf(oursBlocks);
  const theirs = unitsOf(theirsBlocks);
  const partner = pair(ours, theirs);
  const changes: ClauseChange[] = [];
  const emitted = new Set<number>();
  const removed = (upTo: number) => {
    for (let i = 0; i < upTo; i++) {
      if (partner.includes(i) || emitted.has(i)) continue;
      emitted.add(i);
      const unit = ours[i]!;
      changes.push({ status: 'removed', heading: unit.heading, label: unit.label, ours: unit.place, theirs: null, diff: [] });
    }
  };
  theirs.forEach((unit, t) => {
    const o = partner[t]!;
    if (o < 0) {
      changes.push({ status: 'added', heading: unit.heading, label: unit.label, ours: null, theirs: unit.place, diff: [] });
      return;
    }
    removed(o);
    const before = ours[o]!;
    const same = before.body === unit.body;
    changes.push({
      status: same ? 'unchanged' : 'changed',
      heading: unit.heading ?? before.heading,
      label: unit.label ?? before.label,
      ours: before.place,
      theirs: unit.place,
      diff: same ? [] : wordDiff(withoutNumber(before.text), withoutNumber(unit.text)),
    });
  });
  removed(ours.length);
  return changes;
}
