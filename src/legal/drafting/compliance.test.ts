import { describe, expect, it } from 'vitest';
import { assembleDraft } from './assemble';
import { checkDraft, intakeFigures, toCheckedDocument } from './compliance';
import { findDocumentType } from './document-types';
import { completeIntakeFor } from './intake.fixture';
import type { DocumentType, Intake } from './schema';

function typeNamed(id: string): DocumentType {
  const type = findDocumentType(id);
  if (!type) throw new Error(`no type ${id}`);
  return type;
}

function motionDraft(intake: Partial<Intake> = {}) {
  const type = typeNamed('motion-to-dismiss');
  return assembleDraft({ type, intake: { ...completeIntakeFor(type), ...intake }, jurisdictionLabel: 'Test', packAvailable: true });
}

function employmentDraft(extraSections: { heading: string; paragraphs: string[] }[] = []) {
  const type = typeNamed('employment-agreement');
  const draft = assembleDraft({ type, intake: completeIntakeFor(type), jurisdictionLabel: 'Test', packAvailable: true });
  return { ...draft, sections: [...draft.sections, ...extraSections.map((section, i) => ({ id: `extra-${i}`, ...section }))] };
}

const NONCOMPETE_SECTION = {
  heading: 'Non-Competition',
  paragraphs: ['For one year after termination, Employee shall not compete with the Company anywhere in Illinois.'],
};

// The sample intake's "Sample telephone" is no telephone number; a filing's signature block needs real contact lines.
const REAL_CONTACT: Partial<Intake> = {
  court: 'United States District Court for the Northern District of California',
  caseNumber: '3:26-cv-01234',
  attorneyAddress: '1 Market Street, Suite 300\nSan Francisco, CA 94105',
  attorneyPhone: '(415) 555-0100',
  attorneyEmail: 'pat@firm.example',
};

describe('toCheckedDocument', () => {
  it('maps the caption, sections and signature block', () => {
    const draft = motionDraft({ court: 'Superior Court of California, County of Alameda', caseNumber: 'RG26-1' });
    const checked = toCheckedDocument(draft, { typeId: 'motion-to-dismiss', family: 'motion', format: { pleadingPaper: true } });
    expect(checked.caption).toEqual({
      court: 'Superior Court of California, County of Alameda',
      venue: 'County of Alameda',
      title: 'First Plaintiffs and Second Plaintiffs v. First Defendants and Second Defendants',
      parties: 'First Plaintiffs and Second Plaintiffs, Plaintiff(s), v. First Defendants and Second Defendants, Defendant(s)',
      fileNumber: 'RG26-1',
      designation: 'Motion to Dismiss',
    });
    expect(checked.sections.map((s) => s.heading)).toEqual(draft.sections.map((s) => s.heading));
    expect(checked.sections[0]?.text).toBe(draft.sections[0]?.paragraphs.join('\n\n'));
    expect(checked.signatureBlock).toBe(draft.signatureBlock.join('\n'));
  });

  it('treats an unfilled bracketed caption field as missing', () => {
    const draft = motionDraft({ caseNumber: undefined });
    const checked = toCheckedDocument(draft, { typeId: 'motion-to-dismiss', family: 'motion', format: { pleadingPaper: false } });
    expect(draft.caption?.caseNumber).toBe('[Case number]');
    expect(checked.caption).not.toHaveProperty('fileNumber');
  });
});

describe('checkDraft', () => {
  // The California pack has no caption or signature rules; a short complete motion meets all it checks.
  it('finds nothing in a short complete California motion, since export applies pleading paper and 12 pt', () => {
    const result = checkDraft({ draft: motionDraft(), typeId: 'motion-to-dismiss', jurisdiction: 'us-ca' });
    expect(result).toMatchObject({ checked: true, findings: [], exportFormat: { pleadingPaper: true, minFontSizePt: 12 } });
  });

  it('reports the California page limit, with its citation, on a long reply', () => {
    const keyFacts = Array.from({ length: 3000 }, () => 'fact').join(' ');
    const draft = motionDraft({ keyFacts });
    const opening = checkDraft({ draft, typeId: 'motion-to-dismiss', jurisdiction: 'us-ca' });
    const reply = checkDraft({ draft, typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', isReply: true });
    // About 13 pages also calls for tables (rule 3.1113(f)); this test is about the page limit alone.
    const pageLimit = (result: typeof opening) => (result.checked ? result.findings.filter((f) => f.citation === 'Cal. Rules of Court, rule 3.1113(d)') : []);
    expect(opening.checked).toBe(true);
    expect(pageLimit(opening)).toEqual([]);
    expect(pageLimit(reply)).toHaveLength(1);
    expect(pageLimit(reply)[0]).toMatchObject({ ruleId: 'ca-crc-3.1113d-memorandum-pages' });
    expect(pageLimit(reply)[0]?.message).toMatch(/limit for a reply is 10 pages.*\(Cal\. Rules of Court, rule 3\.1113\(d\)\)$/);
  });

  it('passes the federal caption and signature rules for a complete motion', () => {
    const result = checkDraft({ draft: motionDraft(REAL_CONTACT), typeId: 'motion-to-dismiss', jurisdiction: 'us-federal' });
    if (!result.checked) throw new Error('the federal courts have a rule pack');
    const ruleIds = result.findings.map((f) => f.ruleId);
    expect(ruleIds).not.toContain('frcp-7b2-motion-caption');
    expect(ruleIds).not.toContain('frcp-11a-signature');
  });

  it('fails the federal caption rule when the case number is left blank', () => {
    const result = checkDraft({ draft: motionDraft({ ...REAL_CONTACT, caseNumber: undefined }), typeId: 'motion-to-dismiss', jurisdiction: 'us-federal' });
    expect(result.checked && result.findings.map((f) => f.ruleId)).toContain('frcp-7b2-motion-caption');
  });

  it("checks the Illinois earnings floor against the salary in the draft's details, on the day asked", () => {
    const draft = employmentDraft([NONCOMPETE_SECTION]);
    const employment = typeNamed('employment-agreement');
    const check = (baseSalary: number, asOf: string) => {
      const result = checkDraft({ draft, intake: { ...completeIntakeFor(employment), baseSalary }, typeId: 'employment-agreement', jurisdiction: 'us-il', asOf });
      return result.checked ? result.findings.filter((f) => f.citation === '820 ILCS 90/10(a)') : [];
    };
    expect(check(78000, '2026-12-31')).toEqual([]);
    expect(check(78000, '2027-01-01')[0]?.message).toMatch(/annual base salary is \$78,000; it must be more than \$80,000/);
    expect(check(70000, '2026-12-31')[0]?.message).toMatch(/\$70,000; it must be more than \$75,000/);
  });

  it('says a limit is not checked when the intake is not given', () => {
    const result = checkDraft({ draft: employmentDraft([NONCOMPETE_SECTION]), typeId: 'employment-agreement', jurisdiction: 'us-il', asOf: '2026-06-01' });
    const finding = result.checked ? result.findings.find((f) => f.citation === '820 ILCS 90/10(a)') : undefined;
    expect(finding?.message).toMatch(/^Not checked: the draft's details do not state the annual base salary/);
  });

  it("asks for the Labor Code § 2870 notice on the California employment agreement template's inventions clause", () => {
    const result = checkDraft({ draft: employmentDraft(), typeId: 'employment-agreement', jurisdiction: 'us-ca' });
    expect(result.checked && result.findings.map((f) => f.ruleId)).toContain('ca-lab-2872-invention-notice');
  });

  it('checks the restricted period of an employee noncompete template against Florida\'s presumption', () => {
    const type = typeNamed('employee-noncompete');
    const check = (restrictedMonths: number) => {
      const intake = { ...completeIntakeFor(type), restrictedMonths };
      const draft = assembleDraft({ type, intake, jurisdictionLabel: 'Florida', packAvailable: true });
      const result = checkDraft({ draft, intake, typeId: type.id, jurisdiction: 'us-fl' });
      return result.checked ? result.findings.map((f) => f.ruleId) : [];
    };
    expect(check(24)).not.toContain('fl-542.335-1d1-employee-duration');
    expect(check(36)).toContain('fl-542.335-1d1-employee-duration');
  });

  it('finds the time, area and scope limits Texas requires in a filled employee noncompete template', () => {
    const type = typeNamed('employee-noncompete');
    const intake = { ...completeIntakeFor(type), restrictedMonths: 12, restrictedTerritory: 'Harris County, Texas' };
    const draft = assembleDraft({ type, intake, jurisdictionLabel: 'Texas', packAvailable: true });
    const result = checkDraft({ draft, intake, typeId: type.id, jurisdiction: 'us-tx' });
    expect(result.checked && result.findings.filter((f) => f.ruleId.startsWith('tx-bcc-15.50a-'))).toEqual([]);
  });

  it('says the draft is not checked when the jurisdiction has no pack', () => {
    expect(checkDraft({ draft: motionDraft(), typeId: 'motion-to-dismiss', jurisdiction: 'us-wy' })).toEqual({ checked: false });
  });
});

describe('intakeFigures', () => {
  it('takes the money and number fields the details state, and nothing else', () => {
    const type = typeNamed('employment-agreement');
    expect(intakeFigures(type, { ...completeIntakeFor(type), baseSalary: 90000 })).toEqual({ baseSalary: 90000 });
    expect(intakeFigures(type, { position: 'Engineer' })).toEqual({});
  });
});
