import { describe, expect, it } from 'vitest';
import type { CitationInDraft } from '../../../shared/api/drafts';
import { CAPTION, buildContent } from './content.fixture';
import { pageList, tableEntries, tocEntries, withoutPin } from './tables-of-contents';

const ROE = { caseId: 7, name: 'Roe v. Wade', citation: '410 U.S. 113', year: 1973, url: null };

/** A citation as the gate returns it: verified unless said otherwise, matched to a case when given one. */
const gated = (text: string, kind: CitationInDraft['kind'], extra: Partial<CitationInDraft> = {}): CitationInDraft => ({
  start: 0, end: text.length, text, kind, normalized: null, status: 'verified', source: 'corpus', message: '', match: null, quotations: [], ...extra,
});

describe('tableEntries', () => {
  const content = buildContent({ caption: CAPTION, sections: { Argument: '# A. The claim fails\n\nText.', Conclusion: 'Text.' } });
  const inBody = (citation: CitationInDraft): CitationInDraft => ({ sectionIndex: 0, ...citation });

  it('groups authorities Cases, Constitutional Provisions, Statutes, Rules (state rules too), Other, alphabetical within each, pin cites left out', () => {
    const { authorities } = tableEntries(content, [
      gated('Roe v. Wade, 410 U.S. 113, 153 (1973)', 'case', { match: ROE }),
      gated('Fed. R. Civ. P. 12(b)(6)', 'rule', { normalized: 'Fed. R. Civ. P. 12(b)(6)' }),
      gated('Tex. R. Civ. P. 91a.1', 'rule', { status: 'unverifiable', normalized: 'Tex. R. Civ. P. 91a.1' }),
      gated('Fla. R. Civ. P. 1.140(b)(6)', 'rule', { status: 'unverifiable', normalized: 'Fla. R. Civ. P. 1.140(b)(6)' }),
      gated('42 U.S.C. § 1983', 'statute', { normalized: '42 U.S.C. § 1983' }),
      gated('Ashcroft v. Iqbal, 556 U.S. 662, 678–79 (2009)', 'case'),
      gated('29 C.F.R. § 1630.2', 'regulation', { normalized: '29 C.F.R. § 1630.2' }),
      gated('U.S. Const. amend. XIV, § 1', 'constitution', { status: 'unverifiable', normalized: 'U.S. Const. amend. XIV, § 1' }),
    ].map(inBody));
    expect(authorities.map(({ category, long, caseName }) => [category, long, caseName])).toEqual([
      ['cases', 'Ashcroft v. Iqbal, 556 U.S. 662 (2009)', 'Ashcroft v. Iqbal'],
      ['cases', 'Roe v. Wade, 410 U.S. 113 (1973)', 'Roe v. Wade'],
      ['constitution', 'U.S. Const. amend. XIV, § 1', null],
      ['statutes', '42 U.S.C. § 1983', null],
      ['rules', 'Fed. R. Civ. P. 12(b)(6)', null],
      ['rules', 'Fla. R. Civ. P. 1.140(b)(6)', null],
      ['rules', 'Tex. R. Civ. P. 91a.1', null],
      ['other', '29 C.F.R. § 1630.2', null],
    ]);
  });

  it('counts short forms, Id. and supra for the full citation the gate says they stand for', () => {
    const { authorities } = tableEntries(content, [
      gated('Roe v. Wade, 410 U.S. 113, 153 (1973)', 'case', { match: ROE }),
      gated('Id. at 154', 'id', { match: ROE, refersTo: 0 }),
      gated('42 U.S.C. § 1983', 'statute'),
      gated('410 U.S., at 155', 'short-case', { match: ROE, refersTo: 0 }),
      gated('Roe, supra', 'supra', { refersTo: 0 }),
      gated('Id.', 'id', { refersTo: 0 }),
      gated('Id. § 1988', 'id', { status: 'unverifiable', refersTo: 2 }),
    ].map(inBody));
    expect(authorities.map(({ long, occurrences }) => [long, occurrences])).toEqual([
      ['Roe v. Wade, 410 U.S. 113 (1973)', [0, 1, 3, 4, 5]],
      ['42 U.S.C. § 1983', [2, 6]],
    ]);
  });

  it('lists every authority cited in the body whatever the gate found, and only those', () => {
    const tables = tableEntries(content, [
      gated('Smith v. Jones, 410 U.S. 999 (1973)', 'case', { status: 'not-found' }),
      gated('Id. at 1001', 'id', { status: 'not-found', refersTo: 0 }),
      gated('Doe v. Roe, 2019 WL 4639462 (S.D.N.Y. 2019)', 'database', { status: 'unverifiable' }),
      gated('42 U.S.C. § 1983', 'statute'),
    ].map(inBody).concat([gated('Fed. R. Civ. P. 11', 'rule')]));
    expect(tables.authorities.map(({ long, occurrences }) => [long, occurrences])).toEqual([
      ['Doe v. Roe, 2019 WL 4639462 (S.D.N.Y. 2019)', [2]],
      ['Smith v. Jones, 410 U.S. 999 (1973)', [0, 1]],
      ['42 U.S.C. § 1983', [3]],
    ]);
    expect(JSON.stringify(tables)).not.toMatch(/not verified/i);
  });
});

describe('tocEntries', () => {
  it('lists numbered headings as exported, in capitals in a court paper, with their subheadings', () => {
    expect(tocEntries(buildContent({ caption: CAPTION, sections: { Argument: '# A. The claim fails\n\nText.', Conclusion: 'Text.' } }))).toEqual([
      { level: 1, label: 'I.', text: 'ARGUMENT' },
      { level: 2, label: '', text: 'A. The claim fails' },
      { level: 1, label: 'II.', text: 'CONCLUSION' },
    ]);
  });
});

describe('withoutPin and pageList', () => {
  it('keeps parallel citations and drops pins', () => {
    expect(withoutPin('Roe v. Wade, 410 U.S. 113, 153, 93 S. Ct. 705 (1973)')).toBe('Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973)');
    expect(withoutPin('Roe v. Wade, 410 U.S. 113 (1973)')).toBe('Roe v. Wade, 410 U.S. 113 (1973)');
  });

  it('lists every page once, in order, never "passim", which no sourced court practice here calls for', () => {
    expect(pageList([7, 3, 3])).toBe('3, 7');
    expect(pageList([1, 2, 3, 4, 5, 6])).toBe('1, 2, 3, 4, 5, 6');
    expect(pageList([])).toBe('');
  });
});
