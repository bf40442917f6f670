import type { DocumentBlock } from '../documents/blocks';
import type { ClauseLabel } from './types';
import { blocksOf } from './contracts.fixture';

/** How the labelled set is written: each clause tagged where it starts, with the values a reader takes from the text. */

type Line = Parameters<typeof blocksOf>[0][number];
type Tagged = Line | { at: ClauseLabel | ClauseLabel[]; line: Line };

export interface LabelledValues {
  /** The state whose law the contract chooses, as its label ("Delaware"). */
  governingLaw: string | null;
  venueCourts: string | null;
  term: string | null;
  survival: string | null;
  /** Every sum the text states, each once. */
  amounts: number[];
  /** Every percentage the text states, in its order. */
  percentages: number[];
  /** Every period of time the text states ("thirty (30) days", "two (2) years"), in days (a month 30, a year 365), in its order. */
  periodDays: number[];
}

export interface LabelledAgreement {
  name: string;
  title: string;
  blocks: DocumentBlock[];
  /** Each clause: its label and the paragraph it starts at. */
  clauses: [ClauseLabel, number][];
  values: LabelledValues;
}

export const at = (labels: ClauseLabel | ClauseLabel[], line: Line): Tagged => ({ at: labels, line });

export function agreement(name: string, title: string, lines: Tagged[], values: LabelledValues): LabelledAgreement {
  const clauses: [ClauseLabel, number][] = [];
  const plain = lines.map((tagged, index) => {
    if (typeof tagged === 'object' && 'at' in tagged) {
      for (const label of [tagged.at].flat()) clauses.push([label, index + 1]);
      return tagged.line;
    }
    return tagged;
  });
  return { name, title, blocks: blocksOf(plain), clauses, values };
}

/** An agreement of the set with some of its words changed (to plant a problem); its clauses stay where they were. */
export function variant(base: LabelledAgreement, name: string, changes: [string, string][], values: Partial<LabelledValues> = {}): LabelledAgreement {
  const blocks = base.blocks.map((block) => ({ ...block, text: changes.reduce((text, [from, to]) => text.replace(from, to), block.text) }));
  return { ...base, name, blocks, values: { ...base.values, ...values } };
}
