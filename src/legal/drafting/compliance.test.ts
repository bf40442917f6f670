import { describe, expect, it } from 'vitest';
import { assembleDraft } from './assemble';
import { checkDraft, toCheckedDocument } from './compliance';
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
    expect(opening.checked && opening.findings).toEqual([]);
    if (!reply.checked) throw new Error('California has a rule pack');
    expect(reply.findings).toHaveLength(1);
    expect(reply.findings[0]).toMatchObject({ ruleId: 'ca-crc-3.1113d-memorandum-pages', citation: 'Cal. Rules of Court, rule 3.1113(d)' });
    expect(reply.findings[0]?.message).toMatch(/limit for a reply is 10 pages.*\(Cal\. Rules of Court, rule 3\.1113\(d\)\)$/);
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

  it('says the draft is not checked when the jurisdiction has no pack', () => {
    expect(checkDraft({ draft: motionDraft(), typeId: 'motion-to-dismiss', jurisdiction: 'us-wy' })).toEqual({ checked: false });
  });
});
