import { describe, expect, it } from 'vitest';
import { extractCitations } from '../citations';
import { OFFLINE_NOTE, assembleDraft, complianceNotCheckedNote, joinValue } from './assemble';
import { DOCUMENT_TYPES, findDocumentType } from './document-types';
import { completeIntakeFor } from './intake.fixture';
import { toMarkdown } from './markdown';
import type { DocumentType, Intake } from './schema';

const EACH_TYPE = DOCUMENT_TYPES.map((type) => [type.id, type] as const);

function typeNamed(id: string): DocumentType {
  const type = findDocumentType(id);
  if (!type) throw new Error(`no type ${id}`);
  return type;
}

function draftOf(type: DocumentType, intake: Intake = completeIntakeFor(type), packAvailable = true) {
  return assembleDraft({ type, intake, jurisdictionLabel: 'California', packAvailable });
}

describe('assembleDraft', () => {
  it.each(EACH_TYPE)('%s keeps every section, required ones included, in order', (_, type) => {
    const draft = draftOf(type);
    expect(draft.title).toBe(type.label);
    expect(draft.sections.map((section) => section.id)).toEqual(type.sections.map((section) => section.id));
    for (const section of draft.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it.each(EACH_TYPE)('%s fills every field its templates use and leaves no token', (_, type) => {
    const markdown = toMarkdown(draftOf(type));
    expect(markdown).not.toMatch(/\{\{|\}\}/);
    const used = new Set(type.sections.flatMap((s) => s.template.flatMap((t) => [...t.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))));
    for (const field of type.intakeFields.filter((candidate) => used.has(candidate.id))) {
      expect(markdown, field.id).not.toContain(`[${field.label}]`);
    }
  });

  it.each(EACH_TYPE)('%s leaves a bracketed placeholder at the end of each lawyer-only section', (_, type) => {
    const draft = draftOf(type);
    for (const section of type.sections.filter((candidate) => candidate.lawyerOnly)) {
      const last = draft.sections.find((drafted) => drafted.id === section.id)?.paragraphs.at(-1);
      expect(last).toBe(`[To be written: ${section.purpose}]`);
      expect(draft.placeholders).toContain(last);
    }
  });

  it.each(EACH_TYPE)('%s has a caption only if it is filed with a court', (_, type) => {
    const draft = draftOf(type);
    expect(draft.caption !== undefined).toBe(type.family === 'pleading' || type.family === 'motion' || type.captioned);
    if (type.family === 'contract') expect(draft.caption).toBeUndefined();
  });

  // The sample intake cites nothing, so any citation found would come from a template.
  it.each(EACH_TYPE)('%s cites no case law, statute or rule', (_, type) => {
    expect(extractCitations(toMarkdown(draftOf(type))).map((citation) => `${citation.kind}: ${citation.text}`)).toEqual([]);
  });

  it.each(EACH_TYPE)('%s says compliance is not checked only when there is no rule pack', (_, type) => {
    const unchecked = complianceNotCheckedNote('California');
    expect(draftOf(type, completeIntakeFor(type), false).notes).toEqual([OFFLINE_NOTE, unchecked]);
    expect(toMarkdown(draftOf(type, completeIntakeFor(type), false))).toContain(`> ${unchecked}`);
    expect(draftOf(type).notes).toEqual([OFFLINE_NOTE]);
  });

  it('builds a motion to dismiss caption, notice and signature from the intake', () => {
    const type = typeNamed('motion-to-dismiss');
    const intake: Intake = {
      ...completeIntakeFor(type),
      court: 'Superior Court of California, County of San Francisco',
      caseNumber: 'CGC-26-000123',
      judge: 'Jane Roe',
      plaintiffs: [{ name: 'Ann Smith', description: 'an individual' }],
      defendants: [{ name: 'Acme Corp.' }, { name: 'Beta LLC' }],
      representedParty: 'defendant',
      grounds: 'Failure to state facts sufficient to constitute a cause of action (Code Civ. Proc. § 430.10(e))',
      attorneyName: 'Pat Lee',
      barNumber: '123456',
      attorneyAddress: '1 Market St.\nSan Francisco, CA 94105',
    };
    const draft = draftOf(type, intake);
    expect(draft.caption).toEqual({
      court: 'Superior Court of California, County of San Francisco',
      caseNumber: 'CGC-26-000123',
      judge: 'Jane Roe',
      plaintiffs: ['Ann Smith'],
      defendants: ['Acme Corp.', 'Beta LLC'],
      documentTitle: 'Motion to Dismiss',
    });
    const notice = draft.sections[0]?.paragraphs[0];
    expect(notice).toContain('PLEASE TAKE NOTICE that on March 5, 2026');
    expect(notice).toContain('before the Honorable Jane Roe of the Superior Court of California, County of San Francisco');
    expect(notice).toContain('Defendant Acme Corp. and Beta LLC will and hereby does move');
    expect(draft.sections.find((s) => s.id === 'legal-standard')?.paragraphs[0]).toBe(
      'Grounds asserted: Failure to state facts sufficient to constitute a cause of action (Code Civ. Proc. § 430.10(e)).',
    );
    expect(draft.signatureBlock).toEqual(
      expect.arrayContaining(['Pat Lee (State Bar No. 123456)', '1 Market St.', 'San Francisco, CA 94105']),
    );
    expect(draft.signatureBlock.at(-1)).toBe('Attorney for Defendants Acme Corp. and Beta LLC');
    const markdown = toMarkdown(draft);
    expect(markdown).toContain('**SUPERIOR COURT OF CALIFORNIA, COUNTY OF SAN FRANCISCO**');
    expect(markdown).toContain('Case No. CGC-26-000123');
    expect(markdown).toContain('**Motion to Dismiss**');
  });

  it('brackets the values a lawyer left out, in the text and in the placeholder list', () => {
    const type = typeNamed('motion-to-dismiss');
    const { hearingDate: _hearing, judge: _judge, caseNumber: _case, ...intake } = completeIntakeFor(type);
    const draft = draftOf(type, intake);
    expect(draft.caption?.judge).toBeNull();
    expect(draft.caption?.caseNumber).toBe('[Case number]');
    expect(draft.sections[0]?.paragraphs[0]).toContain('PLEASE TAKE NOTICE that on [Hearing date]');
    expect(draft.placeholders).toEqual(expect.arrayContaining(['[Case number]', '[Hearing date]', '[Judge]']));
    expect(new Set(draft.placeholders).size).toBe(draft.placeholders.length);
  });

  it('writes a mutual NDA with its standard definitions, exclusions and term', () => {
    const type = typeNamed('mutual-nda');
    const intake: Intake = {
      ...completeIntakeFor(type),
      partyA: { name: 'Acme Corp.', description: 'a Delaware corporation' },
      partyB: { name: 'Jane Doe', description: 'an individual' },
      termYears: 2,
      governingLaw: 'California',
    };
    const draft = draftOf(type, intake);
    const markdown = toMarkdown(draft);
    expect(markdown).toContain(
      'entered into as of March 5, 2026 between Acme Corp., a Delaware corporation and Jane Doe, an individual',
    );
    expect(markdown).toContain('"Confidential Information" means all non-public information');
    expect(markdown).toContain('is or becomes publicly available through no fault of the Recipient');
    expect(markdown).toContain('disclosures made during 2 year(s) from the effective date');
    expect(markdown).toContain('governed by the laws of the State of California');
    expect(draft.signatureBlock[0]).toBe('FIRST PARTY: Acme Corp., a Delaware corporation');
    expect(draft.placeholders).toEqual(['[signer name]', '[signer title]', '[date signed]']);
  });

  it('ends a sentence with one full stop when the lawyer\'s value already ends with one', () => {
    const type = typeNamed('motion-to-dismiss');
    const draft = draftOf(type, { ...completeIntakeFor(type), challengedClaims: 'All three causes of action.' });
    const argument = draft.sections.find((section) => section.id === 'argument')!.paragraphs.join(' ');
    expect(argument).toContain('All three causes of action.');
    expect(argument).not.toContain('action..');
  });

  it('formats money in dollars in contracts', () => {
    const type = typeNamed('commercial-lease');
    const draft = draftOf(type, { ...completeIntakeFor(type), monthlyRent: 12500.5 });
    expect(toMarkdown(draft)).toContain('base rent of $12,500.50 per month');
  });

  it('heads a research memo with the jurisdiction and signs it nowhere else', () => {
    const draft = draftOf(typeNamed('research-memo'));
    expect(draft.sections[0]?.paragraphs).toContain('RE: Sample client / matter — law of California');
    expect(draft.signatureBlock).toEqual([]);
    expect(toMarkdown(draft)).not.toContain('---');
  });

  it('joins an intake value to the template\'s punctuation without doubling it', () => {
    expect(joinValue('All three causes of action (common counts).', ':')).toBe('All three causes of action (common counts):');
    expect(joinValue('dismissal without leave to amend.', '.')).toBe('dismissal without leave to amend.');
    expect(joinValue('Acme Widgets, Inc.', ':')).toBe('Acme Widgets, Inc.:');
    expect(joinValue('Acme Widgets, Inc.', '.')).toBe('Acme Widgets, Inc.');
    expect(joinValue('9:00 a.m.', ',')).toBe('9:00 a.m.,');
    expect(joinValue('  the first count;', ',')).toBe('the first count,');
    expect(joinValue('the first count', '')).toBe('the first count');
    expect(joinValue('All three causes of action.', '', true)).toBe('All three causes of action');
    expect(joinValue('Acme Widgets, Inc.', '', true)).toBe('Acme Widgets, Inc.');
  });

  it('names the judge once after "the Honorable", and in the caption with the title', () => {
    const type = typeNamed('motion-to-dismiss');
    const draft = draftOf(type, { ...completeIntakeFor(type), judge: 'Hon. Maria Lopez' });
    const markdown = toMarkdown(draft);
    expect(markdown).toContain('the Honorable Maria Lopez');
    expect(markdown).not.toMatch(/Honorable Hon/);
    expect(draft.caption?.judge).toBe('Hon. Maria Lopez');
  });
});
