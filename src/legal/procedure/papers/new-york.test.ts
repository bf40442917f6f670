import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../../drafting/assemble';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import { resolvePaper } from '../resolve';

function newYorkPaper(typeId: string) {
  const resolution = resolvePaper(typeId, 'us-ny');
  if (resolution?.kind !== 'paper') throw new Error(`${typeId}: expected a New York paper, got ${resolution?.kind}`);
  return resolution;
}

function headingsOf(typeId: string) {
  return newYorkPaper(typeId).type.sections.map((section) => section.heading);
}

function citationsOf(typeId: string) {
  const { paper } = newYorkPaper(typeId);
  return [...paper.basis, ...paper.standard, ...paper.timing, ...paper.limits].map((item) => item.citation);
}

function draftOf(typeId: string, overrides: Record<string, string> = {}) {
  const { type } = newYorkPaper(typeId);
  return assembleDraft({ type, intake: { ...completeIntakeFor(type), ...overrides }, jurisdictionLabel: 'New York', packAvailable: true });
}

const GOALS = ['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel', 'employee-noncompete', 'sale-of-business-noncompete'];

describe('New York papers', () => {
  it.each(GOALS)('%s resolves to a New York paper with no federal rule in it', (typeId) => {
    const { paper } = newYorkPaper(typeId);
    const text = JSON.stringify(paper);
    // CPLR 3212(b) is New York's own rule; a bare "12(b)" would be the federal one.
    expect(text).not.toMatch(/(?<!\d)12\(b\)/);
    expect(text).not.toContain('Fed. R. Civ. P.');
  });

  it.each(GOALS)('%s assembles with every heading and no unfilled template token', (typeId) => {
    const draft = draftOf(typeId);
    expect(draft.sections.map((section) => section.heading)).toEqual(headingsOf(typeId));
    expect(JSON.stringify(draft)).not.toContain('{{');
  });

  it.each(GOALS.slice(0, 3))('%s carries every companion it names as a section of the draft', (typeId) => {
    const { paper } = newYorkPaper(typeId);
    const sectionIds = paper.sections.map((section) => section.id);
    for (const companion of paper.companions) {
      if (companion.sectionId) expect(sectionIds).toContain(companion.sectionId);
    }
    expect(headingsOf(typeId)).toEqual(expect.arrayContaining(['Certification of Word Count (22 NYCRR 202.8-b)', 'Affirmation of Service']));
    expect(paper.limits.map((limit) => limit.citation)).toContain('22 NYCRR 202.8-b(a)');
    expect(paper.limits[0]!.text).toContain('7,000 words');
  });
});

describe('New York motion to dismiss', () => {
  it('is a CPLR 3211(a) motion offering its grounds, failure to state a cause of action by default', () => {
    const { paper, type } = newYorkPaper('motion-to-dismiss');
    expect(paper.name).toBe('Motion to Dismiss (CPLR 3211(a))');
    expect(citationsOf('motion-to-dismiss')).toEqual(expect.arrayContaining([
      'N.Y. CPLR 3211(a)', 'N.Y. CPLR 2214(a)', 'N.Y. CPLR 3211(e)', 'N.Y. CPLR 2214(b)', 'Leon v. Martinez, 84 N.Y.2d 83, 87–88 (1994)',
    ]));
    expect(paper.grounds?.defaultValue).toBe('failure-to-state');
    const failureToState = paper.grounds?.offered.find((ground) => ground.value === 'failure-to-state');
    expect(failureToState?.citation).toBe('N.Y. CPLR 3211(a)(7)');
    const select = type.intakeFields.find((field) => field.id === 'grounds');
    expect(select?.kind).toBe('select');
    expect(select?.kind === 'select' && select.options).toEqual(paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
  });

  it('opens with the notice of motion and files the affirmation and memorandum of law with it', () => {
    expect(headingsOf('motion-to-dismiss').slice(0, 3)).toEqual([
      'Notice of Motion to Dismiss',
      'Affirmation in Support of Motion to Dismiss',
      'Memorandum of Law in Support of Motion to Dismiss: Preliminary Statement',
    ]);
  });

  it('states the chosen ground and the CPLR basis in the notice of motion', () => {
    const draft = draftOf('motion-to-dismiss', { grounds: 'failure-to-state' });
    const notice = draft.sections.find((section) => section.id === 'notice')!.paragraphs.join(' ');
    expect(notice).toContain('pursuant to CPLR 3211(a)');
    expect(notice).toContain('The pleading fails to state a cause of action');
    const affirmation = draft.sections.find((section) => section.id === 'affirmation')!.paragraphs.join(' ');
    expect(affirmation).toContain('under the penalties of perjury under the laws of New York');
  });
});

describe('New York summary judgment and motion to compel', () => {
  it('bases summary judgment on CPLR 3212 with its timing and standard, and flags the statement of material facts', () => {
    const { paper } = newYorkPaper('motion-for-summary-judgment');
    expect(paper.name).toBe('Motion for Summary Judgment (CPLR 3212)');
    expect(citationsOf('motion-for-summary-judgment')).toEqual(expect.arrayContaining([
      'N.Y. CPLR 3212(a)', 'N.Y. CPLR 3212(b)', 'Alvarez v. Prospect Hosp., 68 N.Y.2d 320, 324 (1986)',
      'Zuckerman v. City of New York, 49 N.Y.2d 557, 562 (1980)', 'Brill v. City of New York, 2 N.Y.3d 648, 652 (2004)',
    ]));
    expect(paper.timing.find((item) => item.citation === 'N.Y. CPLR 3212(a)')?.text).toContain('120 days after the filing of the note of issue');
    expect(paper.checkBeforeFiling.map((item) => item.citation)).toContain('22 NYCRR 202.8-g');
    expect(headingsOf('motion-for-summary-judgment')).toContain('Statement of Material Facts (22 NYCRR 202.8-g)');
  });

  it('bases the motion to compel on CPLR 3124 with the 22 NYCRR 202.7 affirmation of good faith', () => {
    const { paper } = newYorkPaper('motion-to-compel');
    expect(paper.name).toBe('Motion to Compel Disclosure (CPLR 3124)');
    expect(citationsOf('motion-to-compel')).toEqual(expect.arrayContaining(['N.Y. CPLR 3124', 'N.Y. CPLR 3101(a)']));
    expect(paper.companions.find((companion) => companion.id === 'affirmation-of-good-faith')?.citation).toBe('22 NYCRR 202.7(a), (c)');
    expect(headingsOf('motion-to-compel')).toContain('Affirmation of Good Faith (22 NYCRR 202.7)');
    const draft = draftOf('motion-to-compel', { meetAndConfer: 'Counsel spoke by telephone on March 2, 2026 about interrogatories 3 to 7.' });
    const goodFaith = draft.sections.find((section) => section.id === 'good-faith-affirmation')!.paragraphs.join(' ');
    expect(goodFaith).toContain('Counsel spoke by telephone on March 2, 2026');
  });
});

describe('New York non-competes', () => {
  it('states the BDO Seidman reasonableness test in the employee covenant and keeps the shared field ids', () => {
    const { paper, type } = newYorkPaper('employee-noncompete');
    expect(paper.basis.map((item) => item.citation)).toContain('BDO Seidman v. Hirshberg, 93 N.Y.2d 382, 388–89 (1999)');
    expect(type.intakeFields.map((field) => field.id)).toEqual(expect.arrayContaining([
      'employer', 'employee', 'position', 'annualEarnings', 'restrictedMonths', 'restrictedTerritory', 'restrictedActivities',
      'consideration', 'workLocation', 'effectiveDate', 'governingLaw', 'venue',
    ]));
    const draft = draftOf('employee-noncompete');
    const interest = draft.sections.find((section) => section.id === 'legitimate-interest')!.paragraphs.join(' ');
    expect(interest).toContain('does not impose undue hardship on the employee');
    expect(paper.checkBeforeFiling.map((item) => item.subject)).toContain('Legislation restricting non-competes');
  });

  it('ties the seller\'s covenant to the goodwill sold', () => {
    const { paper, type } = newYorkPaper('sale-of-business-noncompete');
    expect(paper.basis.map((item) => item.citation)).toContain('Purchasing Assocs. v. Weitz, 13 N.Y.2d 267 (1963)');
    expect(type.intakeFields.map((field) => field.id)).toEqual(expect.arrayContaining(['buyer', 'seller', 'businessSold', 'restrictedMonths']));
    expect(headingsOf('sale-of-business-noncompete')).toContain('Goodwill Protected (New York Law)');
  });
});
