import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../drafting/assemble';
import { findDocumentType } from '../drafting/document-types';
import { completeIntakeFor } from '../drafting/intake.fixture';
import { intakeSchemaFor } from '../drafting/intake';
import { courtJurisdictionProblem, unknownChosenCourt, withChosenCourt } from './intake';

const motion = findDocumentType('motion-for-summary-judgment')!;
const intake = { ...completeIntakeFor(motion), court: 'a court typed earlier', judge: 'Hon. Brantley Starr' };

describe('a draft follows the court chosen from the list', () => {
  it('heads its caption with the chosen court, line by line, and names it in the notice', () => {
    const draft = assembleDraft({ type: motion, intake: { ...intake, courtId: 'us-district|txnd|Dallas' }, jurisdictionLabel: 'United States (federal)', packAvailable: true });
    expect(draft.caption?.court).toBe('United States District Court\nNorthern District of Texas\nDallas Division');
    const notice = draft.sections.find((section) => section.id === 'notice')!.paragraphs[0];
    expect(notice).toContain('of the United States District Court for the Northern District of Texas, Dallas Division,');
    expect(notice).not.toContain('a court typed earlier');
  });

  it('keeps a typed court as one line when none is chosen, as drafts always had it', () => {
    const draft = assembleDraft({ type: motion, intake, jurisdictionLabel: 'United States (federal)', packAvailable: true });
    expect(draft.caption?.court).toBe('a court typed earlier');
  });

  it('fills the court name the form requires from the chosen court', () => {
    const { court: _typed, ...withoutName } = intake;
    expect(intakeSchemaFor(motion).safeParse(withoutName).success).toBe(false);
    const chosen = withChosenCourt({ ...withoutName, courtId: 'ca-superior|Los Angeles' });
    expect(chosen.court).toBe('Superior Court of the State of California, County of Los Angeles');
    expect(intakeSchemaFor(motion).safeParse(chosen).success).toBe(true);
  });

  it('refuses a court the list does not hold, saying which and why', () => {
    const result = intakeSchemaFor(motion).safeParse({ ...intake, courtId: 'us-district|txnd|Houston' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Chosen court: "us-district|txnd|Houston" is not a court in the list; choose one, or type the court\'s full name instead');
  });

  it("refuses another jurisdiction's court, and reports a stored choice the list no longer holds", () => {
    expect(courtJurisdictionProblem({ courtId: 'fl-circuit|11|Miami-Dade' }, 'us-tx', 'Texas')).toMatch(/is not one of Texas's courts/);
    expect(courtJurisdictionProblem({ courtId: 'tx-district|101|Dallas' }, 'us-tx', 'Texas')).toBeNull();
    expect(unknownChosenCourt({ courtId: 'us-district|zzd' })).toMatch(/not in VolnaDraft's court list/);
    expect(unknownChosenCourt({})).toBeNull();
  });
});
