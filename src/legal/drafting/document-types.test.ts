import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, findDocumentType } from './document-types';

const BUILT_IN_TOKENS = ['jurisdiction', 'representedParties'];

describe('DOCUMENT_TYPES', () => {
  it('offers the eight contracts, two pleadings, three motions and two memoranda of the issue', () => {
    const idsOf = (family: string) => DOCUMENT_TYPES.filter((type) => type.family === family).map((type) => type.id);
    expect(idsOf('contract')).toEqual([
      'mutual-nda',
      'employment-agreement',
      'contractor-agreement',
      'employee-noncompete',
      'sale-of-business-noncompete',
      'commercial-lease',
      'residential-lease',
      'asset-purchase-agreement',
    ]);
    expect(idsOf('pleading')).toEqual(['complaint', 'answer']);
    expect(idsOf('motion')).toEqual(['motion-to-dismiss', 'motion-for-summary-judgment', 'motion-to-compel']);
    expect(idsOf('memorandum')).toEqual(['research-memo', 'points-and-authorities']);
  });

  it.each(DOCUMENT_TYPES.map((type) => [type.id, type] as const))('%s has fields and sections with unique ids', (_, type) => {
    expect(type.intakeFields.length).toBeGreaterThan(0);
    expect(type.sections.filter((section) => section.required).length).toBeGreaterThan(0);
    expect(new Set(type.intakeFields.map((field) => field.id)).size).toBe(type.intakeFields.length);
    expect(new Set(type.sections.map((section) => section.id)).size).toBe(type.sections.length);
  });

  it.each(DOCUMENT_TYPES.map((type) => [type.id, type] as const))('%s templates only use its own fields', (_, type) => {
    const known = new Set([...type.intakeFields.map((field) => field.id), ...BUILT_IN_TOKENS]);
    const tokens = type.sections.flatMap((section) => section.template.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)]));
    for (const [, token] of tokens) expect(known, `unknown token {{${token}}}`).toContain(token);
  });

  it('captions every pleading and motion and no contract', () => {
    for (const type of DOCUMENT_TYPES) {
      if (type.family === 'pleading' || type.family === 'motion') expect(type.captioned).toBe(true);
      if (type.family === 'contract') expect(type.captioned).toBe(false);
    }
  });

  it('asks a motion to dismiss for court, case, parties, judge, hearing, grounds, facts, relief and counsel', () => {
    const fields = findDocumentType('motion-to-dismiss')?.intakeFields ?? [];
    expect(fields.map((field) => field.id)).toEqual(
      expect.arrayContaining([
        'court',
        'caseNumber',
        'plaintiffs',
        'defendants',
        'representedParty',
        'judge',
        'hearingDate',
        'grounds',
        'keyFacts',
        'reliefSought',
        'attorneyName',
        'barNumber',
        'firm',
        'attorneyAddress',
      ]),
    );
    // The neutral type names no jurisdiction's grounds; a court's own paper offers its grounds as a select.
    expect(fields.find((field) => field.id === 'grounds')?.kind).toBe('textarea');
  });

  it('marks argument as lawyer-only and definitions as boilerplate', () => {
    const argument = findDocumentType('motion-to-dismiss')?.sections.find((section) => section.id === 'argument');
    const definitions = findDocumentType('mutual-nda')?.sections.find((section) => section.id === 'definitions');
    expect(argument?.lawyerOnly).toBe(true);
    expect(definitions?.lawyerOnly).toBe(false);
  });

  it('finds no type for an unknown id', () => {
    expect(findDocumentType('will-and-testament')).toBeUndefined();
  });
});
