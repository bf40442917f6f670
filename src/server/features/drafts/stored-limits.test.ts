import { describe, expect, it } from 'vitest';
import { draftContentSchema, type DraftContent } from '../../../legal/drafting/content';
import { DRAFT_LIMITS, intakeSchema } from '../../../shared/api/drafts';
import { clampToSchema, cut, fitStoredContent } from './stored-limits';

const content = (text: string, court = 'Superior Court'): DraftContent => ({
  caption: { court, caseNumber: '1', judge: null, plaintiffs: ['A'], defendants: ['B'], documentTitle: 'Motion' },
  sections: [{ id: 'facts', heading: 'Facts', blocks: [{ kind: 'paragraph', runs: [{ text, marks: ['bold'] }] }] }],
  signatureBlock: [],
});

describe('reading a draft stored before the length limits', () => {
  it('splits an over-long run into runs of the same marks, keeping every character', () => {
    const fitted = draftContentSchema.parse(fitStoredContent(draftContentSchema, content('a'.repeat(120_001))));
    const runs = fitted.sections[0]!.blocks[0]!.runs;
    expect(runs.map((run) => run.text.length)).toEqual([50_000, 50_000, 20_001]);
    expect(runs.every((run) => run.marks?.[0] === 'bold')).toBe(true);
  });

  it('cuts other over-long values to the schema limit, and leaves values within it alone', () => {
    const fitted = draftContentSchema.parse(fitStoredContent(draftContentSchema, content('short', 'c'.repeat(900))));
    expect(fitted.caption!.court).toHaveLength(500);
    expect(fitted.sections[0]!.blocks[0]!.runs[0]!.text).toBe('short');
  });

  it('cuts an old intake answer, party list and party name to the intake limits', () => {
    const party = { name: 'n'.repeat(900), description: 'a company' };
    const old = { keyFacts: 'f'.repeat(60_000), plaintiffs: Array.from({ length: 80 }, () => party), amount: 12 };
    const fitted = intakeSchema.parse(clampToSchema(intakeSchema, old));
    expect(fitted.keyFacts).toHaveLength(DRAFT_LIMITS.intakeTextChars);
    expect(fitted.plaintiffs).toHaveLength(DRAFT_LIMITS.partiesPerField);
    expect((fitted.plaintiffs as Array<{ name: string }>)[0]!.name).toHaveLength(DRAFT_LIMITS.partyNameChars);
    expect(fitted.amount).toBe(12);
  });

  it('never cuts a surrogate pair in half', () => {
    expect(cut('ab😀', 3)).toBe('ab');
  });
});
