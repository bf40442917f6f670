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

  it('groups verified authorities Cases, Statutes, Rules, Other, alphabetical within each, pin cites left out', () => {
    const { authorities } = tableEntries(content, [
      gated('Roe v. Wade, 410 U.S. 113, 153 (1973)', 'case', { match: ROE }),
      gated('Fed. R. Civ. P. 12(b)(6)', 'rule', { normalized: 'Fed. R. Civ. P. 12(b)(6)' }),
      gated('42 U.S.C. § 1983', 'statute', { normalized: '42 U.S.C. § 1983' }),
      gated('Ashcroft v. Iqbal, 556 U.S. 662, 678–79 (2009)', 'case'),
      gated('29 C.F.R. § 1630.2', 'regulation', { normalized: '29 C.F.R. § 1630.2' }),
    ]);
    expect(authorities.map(({ category, long }) => [category, long])).toEqual([
      ['cases', 'Ashcroft v. Iqbal, 556 U.S. 662 (2009)'],
      ['cases', 'Roe v. Wade, 410 U.S. 113 (1973)'],
      ['statutes', '42 U.S.C. § 1983'],
      ['rules', 'Fed. R. Civ. P. 12(b)(6)'],
      ['other', '29 C.F.R. § 1630.2'],
    ]);
  });

  it('folds short forms, Id. and supra into the full citation the gate matched them to', () => {
    const { authorities } = tableEntries(content, [
      gated('Roe v. Wade, 410 U.S. 113, 153 (1973)', 'case', { match: ROE }),
      gated('Id. at 154', 'id', { match: ROE }),
      gated('42 U.S.C. § 1983', 'statute'),
      gated('410 U.S., at 155', 'short-case', { match: ROE }),
      gated('Roe, supra', 'supra'),
      gated('Id.', 'id'),
    ]);
    expect(authorities.map(({ long, occurrences }) => [long, occurrences])).toEqual([
      ['Roe v. Wade, 410 U.S. 113 (1973)', [0, 1, 3, 4, 5]],
      ['42 U.S.C. § 1983', [2]],
    ]);
  });

  it('lists well-formed statutes and rules the offline gate cannot verify, but not a case it cannot verify', () => {
    const { authorities, unverified } = tableEntries(content, [
      gated('42 U.S.C. § 1983', 'statute', { status: 'unverifiable', normalized: '42 U.S.C. § 1983' }),
      gated('Fed. R. Civ. P. 12(b)(6)', 'rule', { status: 'unverifiable', normalized: 'Fed. R. Civ. P. 12(b)(6)' }),
      gated('Doe v. Roe, 2019 WL 4639462 (S.D.N.Y. 2019)', 'database', { status: 'unverifiable' }),
    ]);
    expect(authorities.map(({ long }) => long)).toEqual(['42 U.S.C. § 1983', 'Fed. R. Civ. P. 12(b)(6)']);
    expect(unverified).toEqual(['Doe v. Roe, 2019 WL 4639462 (S.D.N.Y. 2019)']);
  });

  it('lists only verified citations and names the others', () => {
    const tables = tableEntries(content, [
      gated('Smith v. Jones, 410 U.S. 999 (1973)', 'case', { status: 'not-found' }),
      gated('Id. at 1001', 'id', { status: 'not-found' }),
      gated('42 U.S.C. § 1983', 'statute'),
    ]);
    expect(tables.authorities.map((authority) => authority.long)).toEqual(['42 U.S.C. § 1983']);
    expect(tables.unverified).toEqual(['Smith v. Jones, 410 U.S. 999 (1973)', 'Id. at 1001']);
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

  it('lists pages once, in order, and says passim from five pages', () => {
    expect(pageList([7, 3, 3])).toBe('3, 7');
    expect(pageList([1, 2, 3, 4, 5])).toBe('passim');
    expect(pageList([])).toBe('');
  });
});
