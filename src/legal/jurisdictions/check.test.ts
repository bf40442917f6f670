import { describe, expect, it } from 'vitest';
import { checkDocument, exportFormatFor } from './check';
import { NONCOMPETE, NONSOLICIT, WORK_PRODUCT, withClauses } from './contract-rule-cases.fixture';
import { contract, motion, withSection, words } from './documents.fixture';
import type { CheckedDocumentInput } from './document';
import { packFor } from './index';
import { rulePackSchema } from './schema';
import type { RulePack } from './schema';

const pack = (jurisdiction: string): RulePack => {
  const found = packFor(jurisdiction);
  if (!found) throw new Error(`no pack for ${jurisdiction}`);
  return found;
};
const ruleIds = (findings: { ruleId: string }[]) => findings.map((finding) => finding.ruleId);

describe('checkDocument', () => {
  it('applies the lower reply limit to a reply paper', () => {
    const reply = { ...withSection(motion(), 2, 'Argument', words(3000)), isReply: true };
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: reply }))).toContain('ca-crc-3.1113d-memorandum-pages');
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: { ...reply, isReply: false } })))
      .not.toContain('ca-crc-3.1113d-memorandum-pages');
    const nyReply = { ...withSection(motion(), 2, 'Argument', words(5000)), isReply: true };
    const [finding] = checkDocument({ pack: pack('us-ny'), document: nyReply }).filter((f) => f.ruleId === 'ny-202.8-b-word-limit');
    expect(finding?.message).toMatch(/limit for a reply is 4200/);
  });

  it('does not count tables of authorities toward a page limit', () => {
    const document = withSection(motion(), 6, 'Table of Authorities', words(4000));
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document }))).not.toContain('ca-crc-3.1113d-memorandum-pages');
  });

  it('states the words-per-page estimate in a page-limit finding', () => {
    const document = withSection(motion(), 2, 'Argument', words(4000));
    const finding = checkDocument({ pack: pack('us-ca'), document }).find((f) => f.ruleId === 'ca-crc-3.1113d-memorandum-pages');
    expect(finding?.message).toMatch(/about 17 pages \(estimated at 250 words a page\); the limit for this paper is 15/);
  });

  it('applies summary judgment limits to a memorandum supporting that motion', () => {
    const memorandum = {
      ...withSection(motion(), 2, 'Argument', words(4500)),
      family: 'memorandum' as const,
      typeId: 'points-and-authorities',
      motionTypeId: 'motion-for-summary-judgment',
    };
    const ids = ruleIds(checkDocument({ pack: pack('us-ca'), document: memorandum }));
    expect(ids).not.toContain('ca-crc-3.1113d-memorandum-pages');
    expect(ids).not.toContain('ca-crc-3.1113d-summary-judgment-pages');
    const longer = withSection(memorandum, 2, 'Argument', words(5500));
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: longer }))).toContain('ca-crc-3.1113d-summary-judgment-pages');
  });

  it('reports a format rule only when the draft contradicts it', () => {
    const unknownFont = { ...motion(), format: { pleadingPaper: true } };
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: unknownFont }))).not.toContain('ca-crc-2.104-font-size');
  });

  it('points a restricted clause at its section and quotes it', () => {
    const document = withSection(contract(), 1, 'Non-Competition', 'Employee shall not compete with the Company.');
    const [finding] = checkDocument({ pack: pack('us-ca'), document });
    expect(finding).toMatchObject({ ruleId: 'ca-bpc-16600-employee-noncompete', severity: 'error', location: { sectionIndex: 1 } });
    expect(finding?.message).toContain('"Non-Competition" contains a restricted clause ("Non-Compet');
  });

  it('leaves an unfiled research memo to the lawyer: no court rule applies', () => {
    const memo = { ...motion(), family: 'memorandum' as const, typeId: 'research-memo', signatureBlock: undefined };
    for (const jurisdiction of ['us-federal', 'us-ca', 'us-ny']) {
      expect(checkDocument({ pack: pack(jurisdiction), document: memo })).toEqual([]);
    }
  });

  it('is deterministic and follows the pack order', () => {
    const document = { ...withSection(motion(), 2, 'Argument', words(4000)), format: { pleadingPaper: false, fontSizePt: 10 } };
    const first = checkDocument({ pack: pack('us-ca'), document });
    expect(checkDocument({ pack: pack('us-ca'), document })).toEqual(first);
    expect(ruleIds(first)).toEqual([
      'ca-crc-2.108-pleading-paper', 'ca-crc-2.104-font-size', 'ca-crc-3.1113d-memorandum-pages', 'ca-crc-3.1113f-tables',
      'ca-crc-3.1113f-opening-summary',
    ]);
  });
});

describe('state limits on contract clauses', () => {
  const illinoisNoncompete = (baseSalary?: number): CheckedDocumentInput => ({
    ...withClauses(contract(), NONCOMPETE),
    figures: baseSalary === undefined ? {} : { baseSalary },
  });
  const earningsFindings = (document: CheckedDocumentInput, asOf: string) =>
    checkDocument({ pack: pack('us-il'), document, asOf }).filter((f) => f.ruleId.startsWith('il-820-ilcs-90-10a'));

  it('holds an Illinois noncompete to $75,000 through 2026 and to $80,000 from January 1, 2027', () => {
    const earning78000 = illinoisNoncompete(78000);
    expect(earningsFindings(earning78000, '2026-12-31')).toEqual([]);
    const [finding] = earningsFindings(earning78000, '2027-01-01');
    expect(finding).toMatchObject({ ruleId: 'il-820-ilcs-90-10a-noncompete-earnings-2027-employment-agreement', citation: '820 ILCS 90/10(a)' });
    expect(finding?.message).toMatch(/annual base salary is \$78,000; it must be more than \$80,000/);
    expect(earningsFindings(illinoisNoncompete(74000), '2026-12-31').map((f) => f.ruleId))
      .toEqual(['il-820-ilcs-90-10a-noncompete-earnings-2022-employment-agreement']);
  });

  it('raises the Illinois noncompete floor to $85,000 in 2032 and keeps $90,000 from 2037 on', () => {
    expect(earningsFindings(illinoisNoncompete(82000), '2031-12-31')).toEqual([]);
    expect(earningsFindings(illinoisNoncompete(82000), '2032-01-01')[0]?.message).toMatch(/must be more than \$85,000/);
    expect(earningsFindings(illinoisNoncompete(89000), '2050-06-01').map((f) => f.ruleId))
      .toEqual(['il-820-ilcs-90-10a-noncompete-earnings-2037-employment-agreement']);
  });

  it('says the Illinois earnings floor is not checked when the details omit the salary, and ignores a contract with no covenant', () => {
    const [finding] = earningsFindings(illinoisNoncompete(), '2026-06-01');
    expect(finding?.message).toMatch(/^Not checked: the draft's details do not state the annual base salary/);
    expect(earningsFindings({ ...contract(), figures: {} }, '2026-06-01')).toEqual([]);
  });

  it('reads the earnings of a standalone employee noncompete from its own field', () => {
    const document = { ...withClauses(contract('employee-noncompete'), NONSOLICIT), figures: { annualEarnings: 40000 } };
    const ids = ruleIds(checkDocument({ pack: pack('us-il'), document, asOf: '2026-06-01' }));
    expect(ids).toContain('il-820-ilcs-90-10b-nonsolicit-earnings-2022-employee-noncompete');
    expect(ids).not.toContain('il-820-ilcs-90-10b-nonsolicit-earnings-2022-employment-agreement');
  });

  it('catches a noncompete pasted into a California employee noncompete draft', () => {
    const document = withClauses(contract('employee-noncompete'), NONCOMPETE);
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document }))).toContain('ca-bpc-16600-employee-noncompete');
  });

  it("asks for the Labor Code § 2870 notice when the employment agreement template's work-product clause is present", () => {
    const document = withSection(contract(), 1, 'Confidentiality and Inventions', WORK_PRODUCT);
    const finding = checkDocument({ pack: pack('us-ca'), document }).find((f) => f.ruleId === 'ca-lab-2872-invention-notice');
    expect(finding).toMatchObject({ severity: 'warning', location: { sectionIndex: 1 } });
    expect(finding?.message).toContain('needs the written notice of Labor Code § 2870');
  });

  it('applies the New York invention carve-out only from September 15, 2023', () => {
    const document = withSection(contract(), 1, 'Inventions', 'Employee hereby assigns to the Company all rights in any invention.');
    const carveOut = (asOf: string) => ruleIds(checkDocument({ pack: pack('us-ny'), document, asOf })).includes('ny-lab-203-f-invention-carve-out');
    expect(carveOut('2023-09-14')).toBe(false);
    expect(carveOut('2023-09-15')).toBe(true);
  });
});

describe('exportFormatFor', () => {
  it('gives the exporter the pleading paper and font size a California motion needs', () => {
    // Matched, not equal: the exporter's tables rules are a further field, tested with the tables.
    expect(exportFormatFor(pack('us-ca'), { family: 'motion', typeId: 'motion-to-dismiss' })).toMatchObject({
      pleadingPaper: true,
      minFontSizePt: 12,
      citations: ['Cal. Rules of Court, rule 2.108', 'Cal. Rules of Court, rule 2.104'],
    });
  });

  it('requires nothing for a contract or a federal paper', () => {
    const none = { pleadingPaper: false, minFontSizePt: undefined, citations: [] };
    expect(exportFormatFor(pack('us-ca'), { family: 'contract', typeId: 'mutual-nda' })).toMatchObject(none);
    expect(exportFormatFor(pack('us-federal'), { family: 'motion', typeId: 'motion-to-dismiss' })).toMatchObject(none);
  });

  it('names the rule whose finding makes a California memorandum carry tables of contents and authorities', () => {
    expect(exportFormatFor(pack('us-ca'), { family: 'motion', typeId: 'motion-to-dismiss' }).tablesRuleIds).toEqual(['ca-crc-3.1113f-tables']);
    expect(exportFormatFor(pack('us-ca'), { family: 'contract', typeId: 'mutual-nda' }).tablesRuleIds).toEqual([]);
    const long = withSection(motion(), 2, 'Argument', words(3000));
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: long }))).toContain('ca-crc-3.1113f-tables');
    expect(ruleIds(checkDocument({ pack: pack('us-ca'), document: { ...long, format: { ...long.format, tables: true } } }))).not.toContain('ca-crc-3.1113f-tables');
  });
});

describe('rulePackSchema', () => {
  const base = { jurisdiction: 'us-ca', label: 'Test', sources: 'Test' };
  const rule = { id: 'r', appliesTo: { targets: ['motion'] }, severity: 'error', citation: 'Rule 1', summary: 'A rule.' };

  it('rejects an invalid clause pattern, a page limit without an estimate, and an empty citation', () => {
    const invalid = [
      { ...rule, check: { kind: 'restricted-clause', patterns: ['('], action: 'Remove it.' } },
      { ...rule, check: { kind: 'length-limit', unit: 'pages', max: 10 } },
      { ...rule, citation: ' ', check: { kind: 'notice' } },
      { ...rule, appliesTo: { targets: ['motion-to-dismis'] }, check: { kind: 'notice' } },
    ];
    for (const bad of invalid) expect(rulePackSchema.safeParse({ ...base, rules: [bad] }).success).toBe(false);
  });

  it('rejects duplicate rule ids', () => {
    const notice = { ...rule, check: { kind: 'notice' } };
    expect(rulePackSchema.safeParse({ ...base, rules: [notice, notice] }).success).toBe(false);
  });
});

describe('intake-limit whenFigure', () => {
  const limitPack = rulePackSchema.parse({
    jurisdiction: 'us-tx', label: 'Test', sources: 'Test',
    rules: [{
      id: 'small-building-fee', effective: '2000-01-01', appliesTo: { targets: ['contract'] }, severity: 'warning',
      citation: 'Rule 1', summary: 'A fee limit for small buildings.',
      check: {
        kind: 'intake-limit', field: 'fee', fieldLabel: 'Fee', atMost: [{ fixed: 100 }],
        whenFigure: { field: 'units', fieldLabel: 'Units', atMost: 4 }, action: 'Lower the fee.',
      },
    }],
  });
  const messages = (figures: Record<string, number>) =>
    checkDocument({ pack: limitPack, document: { ...contract(), figures } }).map((finding) => finding.message);

  it('holds the figure to the limit only while the other figure is in range', () => {
    expect(messages({ fee: 150, units: 4 })).toEqual([expect.stringMatching(/^The fee is \$150; the limit is \$100\./)]);
    expect(messages({ fee: 150, units: 5 })).toEqual([]);
  });

  it('says the limit was not checked when the other figure is missing', () => {
    expect(messages({ fee: 150 })).toEqual([expect.stringMatching(/^Not checked: the draft's details do not state the units\./)]);
  });

  it('rejects a whenFigure with no bound', () => {
    const rule = limitPack.rules[0]!;
    const unbounded = { ...rule, check: { ...rule.check, whenFigure: { field: 'units', fieldLabel: 'Units' } } };
    expect(rulePackSchema.safeParse({ ...limitPack, rules: [unbounded] }).success).toBe(false);
  });
});
