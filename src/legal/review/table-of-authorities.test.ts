import { describe, expect, it } from 'vitest';
import { tableOfAuthorities, withoutPin, type CitationOnPage } from './table-of-authorities';

const cited = (kind: string, text: string, page: number, extra: Partial<CitationOnPage> = {}): CitationOnPage => ({
  kind, text, normalized: text, match: null, page, ...extra,
});

describe('tableOfAuthorities', () => {
  it('groups Cases alphabetically, then Statutes, Rules and regulations, each with the pages it is cited on', () => {
    const table = tableOfAuthorities([
      cited('case', 'Roe v. Wade, 410 U.S. 113, 153 (1973)', 2),
      cited('rule', 'Fed. R. Civ. P. 12(b)(6)', 2),
      cited('statute', '42 U.S.C. § 1983', 3),
      cited('case', 'Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)', 4),
      cited('regulation', '29 C.F.R. § 1630.2', 5),
      cited('statute', '42 U.S.C. § 1983', 5),
    ]);
    expect(table).toEqual([
      { category: 'Cases', entries: [
        { authority: 'Ashcroft v. Iqbal, 556 U.S. 662 (2009)', pages: [4] },
        { authority: 'Roe v. Wade, 410 U.S. 113 (1973)', pages: [2] },
      ] },
      { category: 'Statutes', entries: [{ authority: '42 U.S.C. § 1983', pages: [3, 5] }] },
      { category: 'Rules and regulations', entries: [
        { authority: '29 C.F.R. § 1630.2', pages: [5] },
        { authority: 'Fed. R. Civ. P. 12(b)(6)', pages: [2] },
      ] },
    ]);
  });

  it('counts short forms, Id. and supra for the case they stand for, and one case cited with different pins once', () => {
    const table = tableOfAuthorities([
      cited('case', 'Roe v. Wade, 410 U.S. 113, 153 (1973)', 1),
      cited('id', 'Id. at 154', 2, { normalized: 'Id. at 154' }),
      cited('statute', '42 U.S.C. § 1983', 3),
      cited('id', 'Id.', 4, { normalized: 'Id.' }),
      cited('short-case', '410 U.S., at 155', 6, { normalized: '410 U.S. at 155' }),
      cited('supra', 'See Roe, supra, at 160', 7, { normalized: 'Roe, supra, at 160' }),
      cited('case', 'Roe v. Wade, 410 U.S. 113, 164 (1973)', 9),
    ]);
    expect(table).toEqual([
      { category: 'Cases', entries: [{ authority: 'Roe v. Wade, 410 U.S. 113 (1973)', pages: [1, 2, 6, 7, 9] }] },
      { category: 'Statutes', entries: [{ authority: '42 U.S.C. § 1983', pages: [3, 4] }] },
    ]);
  });

  it('lists a case whatever its verification status, and leaves out an Id. with nothing before it', () => {
    const table = tableOfAuthorities([
      cited('id', 'Id. at 3', 1, { normalized: null }),
      cited('case', 'Smith v. Jones, 410 U.S. 999 (1973)', 1),
    ]);
    expect(table).toEqual([{ category: 'Cases', entries: [{ authority: 'Smith v. Jones, 410 U.S. 999 (1973)', pages: [1] }] }]);
  });

  it('counts a named short form for the case the verification bound it to, not another case in the same volume', () => {
    const table = tableOfAuthorities([
      cited('case', 'Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986)', 1),
      cited('case', 'Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)', 1),
      cited('short-case', '477 U.S. at 325', 4, { normalized: '477 U.S. at 325', refersTo: 0 }),
      cited('short-case', '477 U.S. at 330', 5, { normalized: '477 U.S. at 330', refersTo: null }),
    ]);
    expect(table).toEqual([{ category: 'Cases', entries: [
      { authority: 'Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986)', pages: [1] },
      { authority: 'Celotex Corp. v. Catrett, 477 U.S. 317 (1986)', pages: [1, 4] },
    ] }]);
  });

  it('is empty when the paper cites nothing', () => {
    expect(tableOfAuthorities([])).toEqual([]);
  });
});

describe('withoutPin', () => {
  it('drops the pin of a reporter, Westlaw or public-domain citation, keeping a case name that holds a number', () => {
    expect(withoutPin('United States v. 50 Acres of Land, 469 U.S. 24, 26–27 (1984)')).toBe('United States v. 50 Acres of Land, 469 U.S. 24 (1984)');
    expect(withoutPin('Doe v. Roe, 2019 WL 4639462, at *3 (S.D.N.Y. 2019)')).toBe('Doe v. Roe, 2019 WL 4639462 (S.D.N.Y. 2019)');
    expect(withoutPin('42 U.S.C. § 1983')).toBe('42 U.S.C. § 1983');
  });
});
