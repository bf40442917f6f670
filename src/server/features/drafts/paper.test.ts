import { describe, expect, it } from 'vitest';
import { findDocumentType } from '../../../legal/drafting';
import { AppError } from '../../http/errors';
import { kindForNewDraft, kindForStoredDraft, paperResolution, refusalMessage } from './paper';
import { draftingSystemPrompt } from './prompt';

describe('court papers for drafts', () => {
  it('resolves a goal to the paper, without its form and sections in the summary (the type carries those)', () => {
    const resolution = paperResolution('motion-to-dismiss', 'us-ca');
    if (resolution.kind !== 'paper') throw new Error(resolution.kind);
    expect(resolution.paper.name).toBe('Demurrer');
    expect(resolution.type).toMatchObject({ id: 'motion-to-dismiss', label: 'Demurrer' });
    expect(Object.keys(resolution.paper)).not.toContain('sections');
    expect(Object.keys(resolution.paper)).not.toContain('intakeFields');
    expect(resolution.type.sections[0]).not.toHaveProperty('template');
  });

  it('answers an unknown goal as not found', () => {
    expect(() => paperResolution('will', 'us-ca')).toThrow(expect.objectContaining({ code: 'not-found' }));
  });

  it('states a refusal as sentences: why, its source, and what to use instead', () => {
    expect(refusalMessage({ typeId: 'x', jurisdiction: 'us-ca', explanation: 'No such paper here', citation: 'Code § 1', alternatives: ['Use the other paper', 'Or ask.'] }))
      .toBe('No such paper here. Source: Code § 1. Instead: Use the other paper. Or ask.');
  });

  it('refuses a new draft of a refused goal, but opens a stored one under the base type with the refusal', () => {
    expect(() => kindForNewDraft('employee-noncompete', 'us-ca')).toThrow(AppError);
    expect(() => kindForNewDraft('employee-noncompete', 'us-ca')).toThrow(
      expect.objectContaining({ code: 'failed-precondition', message: expect.stringContaining('Source: Bus. & Prof. Code §§ 16600') }),
    );

    const stored = kindForStoredDraft('employee-noncompete', 'us-ca');
    expect(stored.type).toBe(findDocumentType('employee-noncompete'));
    expect(stored).toMatchObject({ paper: null, refusal: { citation: expect.stringContaining('16600') } });
    expect(kindForStoredDraft('research-memo', 'us-ca')).toMatchObject({ paper: null, refusal: null });
  });

  it("tells the model the paper's name, basis, standard, timing, companions, limits and grounds heard elsewhere, with sources", () => {
    const { type, paper } = kindForNewDraft('motion-to-dismiss', 'us-ca');
    const prompt = draftingSystemPrompt({ type, paper, jurisdiction: 'us-ca' });
    expect(prompt).toContain('You are drafting a Demurrer');
    expect(prompt).toContain('(Code Civ. Proc. § 430.10)');
    expect(prompt).toContain('(Blank v. Kirwan (1985) 39 Cal.3d 311, 318)');
    expect(prompt).toContain('(Code Civ. Proc. § 430.40(a))');
    expect(prompt).toContain('Papers filed with it:');
    expect(prompt).toContain('(Cal. Rules of Court, rule 3.1113(d))');
    expect(prompt).toContain('by Motion to Quash Service of Summons (Code Civ. Proc. § 418.10(a)(1))');
    expect(prompt).not.toContain('Fed. R. Civ. P.');
  });
});
