import { describe, expect, it } from 'vitest';
import { assembleDraft } from '../../drafting/assemble';
import { completeIntakeFor } from '../../drafting/intake.fixture';
import { resolvePaper } from '../resolve';

function texasPaper(typeId: string) {
  const resolution = resolvePaper(typeId, 'us-tx');
  if (resolution?.kind !== 'paper') throw new Error(`${typeId}: expected a Texas paper, got ${resolution?.kind}`);
  return resolution;
}

function headingsOf(typeId: string) {
  return texasPaper(typeId).type.sections.map((section) => section.heading);
}

function citationsOf(typeId: string) {
  const { paper } = texasPaper(typeId);
  return [...paper.basis, ...paper.standard, ...paper.timing, ...paper.limits].map((item) => item.citation);
}

function draftOf(typeId: string, overrides: Record<string, string> = {}) {
  const { type } = texasPaper(typeId);
  return assembleDraft({ type, intake: { ...completeIntakeFor(type), ...overrides }, jurisdictionLabel: 'Texas', packAvailable: true });
}

function sectionText(draft: ReturnType<typeof draftOf>, id: string) {
  return draft.sections.find((section) => section.id === id)!.paragraphs.join(' ');
}

const GOALS = ['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel', 'employee-noncompete', 'sale-of-business-noncompete'];
const MOTIONS = GOALS.slice(0, 3);

describe('Texas papers', () => {
  it.each(GOALS)('%s resolves to a Texas paper with no federal rule in it', (typeId) => {
    const text = JSON.stringify(texasPaper(typeId).paper);
    expect(text).not.toMatch(/(?<!\d)12\(b\)/);
    expect(text).not.toContain('Fed. R. Civ. P.');
  });

  it.each(GOALS)('%s assembles with every heading and no unfilled template token', (typeId) => {
    const draft = draftOf(typeId);
    expect(draft.sections.map((section) => section.heading)).toEqual(headingsOf(typeId));
    expect(JSON.stringify(draft)).not.toContain('{{');
  });

  it.each(MOTIONS)('%s files its certificate of service, notice of hearing and proposed order with it', (typeId) => {
    const { paper } = texasPaper(typeId);
    const sectionIds = paper.sections.map((section) => section.id);
    for (const companion of paper.companions) {
      if (companion.sectionId) expect(sectionIds).toContain(companion.sectionId);
    }
    expect(headingsOf(typeId)).toEqual(expect.arrayContaining(['Prayer', 'Certificate of Service', 'Notice of Hearing']));
    expect(headingsOf(typeId).some((heading) => heading.startsWith('[Proposed] Order on '))).toBe(true);
    expect(paper.companions.find((companion) => companion.id === 'certificate-of-service')?.citation).toBe('Tex. R. Civ. P. 21, 21a');
  });
});

describe('Texas motion to dismiss', () => {
  it('is a Rule 91a motion whose grounds are no basis in law or fact, with the other defects named elsewhere', () => {
    const { paper, type } = texasPaper('motion-to-dismiss');
    expect(paper.name).toBe('Motion to Dismiss Under Rule 91a');
    expect(citationsOf('motion-to-dismiss')).toEqual(expect.arrayContaining([
      'Tex. R. Civ. P. 91a.1', 'Tex. R. Civ. P. 91a.2', 'Tex. R. Civ. P. 91a.3(a)', 'Tex. R. Civ. P. 91a.3(b)',
      'Tex. R. Civ. P. 91a.3(c)', 'Tex. R. Civ. P. 91a.4', 'Tex. R. Civ. P. 91a.5', 'Tex. R. Civ. P. 91a.6',
    ]));
    expect(paper.timing.find((item) => item.citation === 'Tex. R. Civ. P. 91a.3(a)')?.text).toContain('within 60 days');
    expect(paper.grounds?.offered.map((ground) => ground.value)).toEqual(['no-basis-in-law', 'no-basis-in-fact', 'no-basis-in-law-or-fact']);
    expect(paper.grounds?.defaultValue).toBe('no-basis-in-law');
    expect(paper.grounds?.elsewhere.map((ground) => ground.citation)).toEqual(expect.arrayContaining([
      'Tex. R. Civ. P. 91', 'Tex. R. Civ. P. 120a', 'Tex. R. Civ. P. 86',
    ]));
    const select = type.intakeFields.find((field) => field.id === 'grounds');
    expect(select?.kind === 'select' && select.options).toEqual(paper.grounds?.offered.map(({ value, label }) => ({ value, label })));
  });

  it('says in the motion that it is made under Rule 91a and names the ground chosen', () => {
    const draft = draftOf('motion-to-dismiss', { grounds: 'no-basis-in-fact', challengedClaims: 'Count II (fraud)' });
    const motion = sectionText(draft, 'motion');
    expect(motion).toContain('made pursuant to Rule 91a of the Texas Rules of Civil Procedure');
    expect(motion).toContain('Count II (fraud)');
    expect(motion).toContain('No basis in fact');
    expect(sectionText(draft, 'legal-standard')).toContain('no reasonable person could believe the facts pleaded');
  });

  it('asks for what Rule 91a gives: the causes of action dismissed, costs and fees the court may award; no "leave to amend"', () => {
    const { type } = texasPaper('motion-to-dismiss');
    // Rule 91a has no leave to amend (the respondent may amend or nonsuit under 91a.5): the relief is not typed in.
    expect(type.intakeFields.map((field) => field.id)).not.toContain('reliefSought');
    const prayer = sectionText(draftOf('motion-to-dismiss', { challengedClaims: 'Count II (fraud)' }), 'prayer');
    expect(prayer).toContain('to dismiss the following cause(s) of action: Count II (fraud)');
    expect(prayer).toContain('costs and reasonable and necessary attorney fees that the Court may award the prevailing party on the motion');
    expect(prayer).toContain('Tex. R. Civ. P. 91a.7; Tex. Civ. Prac. & Rem. Code § 30.021');
    expect(prayer).not.toMatch(/leave to amend|complaint/i);
  });

  it.each(MOTIONS)('%s calls the pleading a petition, never a complaint, in every template and help text', (typeId) => {
    const { type } = texasPaper(typeId);
    const words = JSON.stringify([type.sections, type.intakeFields]);
    expect(words).not.toMatch(/complaint/i);
    expect(type.intakeFields.find((field) => field.id === 'keyFacts')?.help).toMatch(/petition/);
  });

  it.each(MOTIONS)('%s: the certificate of service is signed by the attorney, not left as "[Signature of attorney]"', (typeId) => {
    const certificate = sectionText(draftOf(typeId), 'certificate-of-service');
    expect(certificate).not.toMatch(/\[Signature of/i);
    expect(certificate).toContain('[date of service]');
  });
});

describe('Texas summary judgment and motion to compel', () => {
  it('offers traditional and no-evidence summary judgment with their standards and flags the deadlines to confirm', () => {
    const { paper, type } = texasPaper('motion-for-summary-judgment');
    expect(citationsOf('motion-for-summary-judgment')).toEqual(expect.arrayContaining([
      'Tex. R. Civ. P. 166a(c)', 'Tex. R. Civ. P. 166a(i)',
      'Nixon v. Mr. Property Management Co., 690 S.W.2d 546, 548–49 (Tex. 1985)', 'King Ranch, Inc. v. Chapman, 118 S.W.3d 742, 750–51 (Tex. 2003)',
    ]));
    expect(type.intakeFields.find((field) => field.id === 'summaryJudgmentKind')?.kind).toBe('select');
    expect(paper.checkBeforeFiling.map((item) => item.citation)).toContain('Tex. R. Civ. P. 166a(c)');
    expect(sectionText(draftOf('motion-for-summary-judgment', { summaryJudgmentKind: 'no-evidence' }), 'motion')).toContain('No-evidence (Rule 166a(i))');
  });

  it('bases the motion to compel on Rule 215.1 with the Rule 191.2 certificate of conference', () => {
    const { paper } = texasPaper('motion-to-compel');
    expect(citationsOf('motion-to-compel')).toEqual(expect.arrayContaining(['Tex. R. Civ. P. 215.1', 'Tex. R. Civ. P. 191.2', 'Tex. R. Civ. P. 192.3(a)']));
    expect(paper.companions.find((companion) => companion.id === 'certificate-of-conference')).toMatchObject({ required: true, sectionId: 'certificate-of-conference' });
    const draft = draftOf('motion-to-compel', { meetAndConfer: 'Counsel spoke by telephone on March 2, 2026.' });
    const certificate = sectionText(draft, 'certificate-of-conference');
    expect(certificate).toContain('a reasonable effort has been made to resolve the dispute without the necessity of court intervention and the effort failed');
    expect(certificate).toContain('Counsel spoke by telephone on March 2, 2026.');
  });
});

describe('Texas non-competes', () => {
  it('states the Covenants Not to Compete Act in the employee covenant and flags the 2025 physician amendment', () => {
    const { paper, type } = texasPaper('employee-noncompete');
    expect(paper.basis.map((item) => item.citation)).toEqual(expect.arrayContaining([
      'Tex. Bus. & Com. Code § 15.50(a)', 'Tex. Bus. & Com. Code § 15.51(c)', 'Tex. Bus. & Com. Code § 15.52',
      'Alex Sheshunoff Mgmt. Servs., L.P. v. Johnson, 209 S.W.3d 644 (Tex. 2006)', 'Marsh USA Inc. v. Cook, 354 S.W.3d 764 (Tex. 2011)',
    ]));
    expect(paper.checkBeforeFiling.map((item) => item.citation)).toContain('Tex. Bus. & Com. Code § 15.50(b)');
    expect(type.intakeFields.map((field) => field.id)).toEqual(expect.arrayContaining([
      'employer', 'employee', 'position', 'annualEarnings', 'restrictedMonths', 'restrictedTerritory', 'restrictedActivities',
      'consideration', 'workLocation', 'effectiveDate', 'governingLaw', 'venue',
    ]));
    const draft = draftOf('employee-noncompete');
    expect(sectionText(draft, 'ancillary-agreement')).toContain('ancillary to and part of this otherwise enforceable agreement');
    expect(sectionText(draft, 'remedies')).toContain('§ 15.51(c)');
  });

  it('ties the seller\'s covenant to the sale of the business and its goodwill', () => {
    const { type } = texasPaper('sale-of-business-noncompete');
    expect(type.intakeFields.map((field) => field.id)).toEqual(expect.arrayContaining(['buyer', 'seller', 'businessSold', 'restrictedMonths']));
    expect(sectionText(draftOf('sale-of-business-noncompete'), 'ancillary-agreement')).toContain('sale of the Business and its goodwill');
  });
});
