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
const block = (type: DocumentType, intake: Intake, jurisdictionLabel = 'the court') =>
  assembleDraft({ type, intake, jurisdictionLabel, packAvailable: true }).signatureBlock;

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

  it('federal papers name the bar that admitted the attorney first: a California lawyer in N.D. Tex. signs with the California number', () => {
    const type = motionIn('us-federal');
    const intake = { ...ATTORNEY, barNumber: '312345', defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' };
    const dallas = { ...intake, courtId: 'us-district|txnd|Dallas' };
    expect(block(type, { ...dallas, barState: 'California' })).toContain('Alex Rivera (California State Bar No. 312345)');
    expect(block(type, { ...dallas, barState: 'District of Columbia' })).toContain('Alex Rivera (District of Columbia Bar No. 312345)');
    // The court cannot tell the state, the attorney's bar does: nothing is left to fill.
    expect(block(type, { ...intake, court: 'United States District Court', barState: 'Ohio' })).toContain('Alex Rivera (Ohio Bar No. 312345)');
    // A New York attorney has a registration number, not a bar number, on its own line.
    expect(block(type, { ...dallas, barState: 'New York' })).toEqual(expect.arrayContaining(['Alex Rivera', 'New York Attorney Registration No. 312345']));
    // No bar chosen, or a value no state has (an old form), falls back to the court's state.
    expect(block(type, dallas)).toContain('Alex Rivera (Texas Bar No. 312345)');
    expect(block(type, { ...dallas, barState: 'Atlantis' })).toContain('Alex Rivera (Texas Bar No. 312345)');
  });

  it('state courts keep their form\'s own label for their own bar, and name another state\'s bar when the attorney\'s is', () => {
    const intake = { ...ATTORNEY, barNumber: '312345', defendants: [{ name: 'Acme Widgets, Inc.' }], representedParty: 'defendant' };
    const californian = { ...intake, barState: 'California' };
    expect(block(motionIn('us-ca'), californian, 'California')).toContain('Alex Rivera (State Bar No. 312345)');
    expect(block(motionIn('us-ca'), { ...intake, barState: 'Nevada' }, 'California')).toContain('Alex Rivera (Nevada Bar No. 312345)');
    expect(block(motionIn('us-fl'), { ...intake, barState: 'Florida' }, 'Florida')).toContain('Alex Rivera (Florida Bar No. 312345)');
    expect(block(motionIn('us-fl'), { ...intake, barState: 'Georgia' }, 'Florida')).toContain('Alex Rivera (Georgia Bar No. 312345)');
    // A chosen court names its state whatever the jurisdiction's label says.
    const houston = { ...intake, courtId: 'tx-district|151|Harris' };
    expect(block(motionIn('us-tx'), { ...houston, barState: 'Texas' })).toContain('Alex Rivera (State Bar No. 312345)');
    expect(block(motionIn('us-tx'), { ...houston, barState: 'California' })).toContain('Alex Rivera (California State Bar No. 312345)');
    // A state court whose state cannot be told keeps its own form's label.
    expect(block(motionIn('us-ca'), { ...intake, barState: 'Nevada' })).toContain('Alex Rivera (State Bar No. 312345)');
  });
});
