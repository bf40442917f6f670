import { describe, expect, it } from 'vitest';
import { resolvePaper } from '../procedure/resolve';
import { assembleDraft } from './assemble';
import type { DocumentType, Intake } from './schema';

const ATTORNEY = {
  attorneyName: 'Alex Rivera', firm: 'Rivera & Park LLP', attorneyAddress: '1 Market Street, Oakland, CA 94607',
  attorneyPhone: '(510) 555-0100', attorneyEmail: 'arivera@riverapark.test',
};

function motionIn(jurisdiction: string): DocumentType {
  const resolution = resolvePaper('motion-to-dismiss', jurisdiction);
  if (resolution?.kind !== 'paper') throw new Error(`no motion to dismiss in ${jurisdiction}`);
  return resolution.type;
}

/** The signature block as a draft assembles it (the intake's values filled in, an empty one bracketed). */
const block = (type: DocumentType, intake: Intake) => assembleDraft({ type, intake, jurisdictionLabel: 'the court', packAvailable: true }).signatureBlock;

describe('the attorney signature block of a court paper', () => {
  it('names the party represented as the intake names it: one defendant, several plaintiffs, never "(s)"', () => {
    const type = motionIn('us-ca');
    const one = block(type, { ...ATTORNEY, barNumber: '312345', representedParty: 'defendant', defendants: [{ name: 'Acme Widgets, Inc.' }] });
    expect(one.at(-1)).toBe('Attorney for Defendant Acme Widgets, Inc.');
    const several = block(type, { ...ATTORNEY, barNumber: '312345', representedParty: 'plaintiff', plaintiffs: [{ name: 'Jane Doe' }, { name: 'John Roe' }] });
    expect(several.at(-1)).toBe('Attorney for Plaintiffs Jane Doe and John Roe');
    expect([...one, ...several].join('\n')).not.toContain('(s)');
  });

  it('prints each state bar\'s number in its own words: California and Texas "State Bar No.", Florida "Florida Bar No."', () => {
    const intake = { ...ATTORNEY, barNumber: '312345', defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' };
    expect(block(motionIn('us-ca'), intake)).toContain('Alex Rivera (State Bar No. 312345)');
    expect(block(motionIn('us-tx'), intake)).toContain('Alex Rivera (State Bar No. 312345)');
    expect(block(motionIn('us-fl'), intake)).toContain('Alex Rivera (Florida Bar No. 312345)');
  });

  it('New York: no "State Bar No."; the registration number on its own line, only when given', () => {
    const type = motionIn('us-ny');
    const given = block(type, { ...ATTORNEY, barNumber: '5123456', defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' });
    expect(given).toEqual(expect.arrayContaining(['Alex Rivera', 'Attorney Registration No. 5123456']));
    const none = block(type, { ...ATTORNEY, defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' });
    expect(none).toContain('Alex Rivera');
    expect([...given, ...none].join('\n')).not.toMatch(/State Bar|Bar No\./);
    expect(none.join('\n')).not.toMatch(/Registration|\[Attorney/);
  });

  it('federal papers name the bar of the court\'s state, from the chosen district or the court typed', () => {
    const type = motionIn('us-federal');
    const intake = { ...ATTORNEY, barNumber: '312345', defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' };
    const typed = block(type, { ...intake, court: 'United States District Court for the Northern District of Texas, Dallas Division' });
    expect(typed).toContain('Alex Rivera (Texas Bar No. 312345)');
    expect(block(type, { ...intake, courtId: 'us-district|cand' })).toContain('Alex Rivera (California State Bar No. 312345)');
    expect(block(type, { ...intake, courtId: 'us-district|flsd' })).toContain('Alex Rivera (Florida Bar No. 312345)');
    // A court whose state cannot be told leaves the state for the attorney to fill, as a placeholder the check reports.
    expect(block(type, { ...intake, court: 'United States District Court' })).toContain('Alex Rivera ([State] Bar No. 312345)');
    expect(typed.join('\n')).not.toMatch(/\(State Bar No\./);
  });
});
