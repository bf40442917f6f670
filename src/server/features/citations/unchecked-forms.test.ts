import { describe, expect, it } from 'vitest';
import { extractCitations } from '../../../legal/citations';
import { uncheckedFormVerdict } from './unchecked-forms';

const CURRENT_YEAR = 2026;
const verdictOf = (text: string) => {
  const [citation] = extractCitations(text);
  if (!citation) throw new Error(`no citation in '${text}'`);
  return uncheckedFormVerdict(citation, CURRENT_YEAR);
};

describe('uncheckedFormVerdict', () => {
  it('says where to look up Westlaw and Lexis documents', () => {
    expect(verdictOf('Smith v. Jones, 2019 WL 4639462, at *3 (S.D.N.Y. 2019).')).toMatchObject({
      status: 'unverifiable',
      source: null,
      message:
        'Not checked: the corpus has no Westlaw documents; look it up on Westlaw. ' +
        'Westlaw numbers are never declared complete: no snapshot of reported cases can show that one does not exist.',
    });
    expect(verdictOf('2019 U.S. Dist. LEXIS 12345')?.message).toBe(
      'Not checked: the corpus has no Lexis documents; look it up on Lexis. ' +
        'Lexis numbers are never declared complete: no snapshot of reported cases can show that one does not exist.',
    );
  });

  it('names the state of a public-domain citation, from reporters-db', () => {
    expect(verdictOf('2013 IL App (1st) 111279-U')?.message).toBe('Not checked: public-domain citations of Illinois courts are not in the corpus.');
    expect(verdictOf('2010 ND 123')?.message).toBe('Not checked: public-domain citations of North Dakota courts are not in the corpus.');
    expect(verdictOf('2011-NMSC-001')?.message).toBe('Not checked: public-domain citations of New Mexico courts are not in the corpus.');
  });

  it('calls a public-domain citation before its state adopted the form, or in the future, invalid', () => {
    // reporters-db dates Ohio's neutral citations from 2002.
    expect(verdictOf('1999-Ohio-12')).toMatchObject({ status: 'invalid', source: 'format' });
    expect(verdictOf('2030 WI 1')).toMatchObject({ status: 'invalid' });
  });

  it('reports a journal article as not checked, never as a case (issue #35)', () => {
    for (const text of ['See Note, 17 N.Y.L.F. 687 (1971).', 'Jones, 61 Am.J.Pub.Health 396.', '123 Harv. L. Rev. 456 (2010)']) {
      expect(verdictOf(text)).toMatchObject({
        status: 'unverifiable',
        source: null,
        message: 'Not checked: a journal or law review article, not a court decision; the corpus holds decisions only.',
      });
    }
  });

  it('reports a reporter unknown to reporters-db by name, and leaves known reporters to the corpus check', () => {
    expect(verdictOf('Smith v. Jones, 123 Foo. 456 (2001).')?.message).toBe(
      "Unknown reporter 'Foo.': not in the reporters database; check the citation.",
    );
    expect(verdictOf('State v. Jones, 236 Ga. 804 (1976).')).toBeNull();
    expect(verdictOf('Roe v. Wade, 410 U.S. 113 (1973).')).toBeNull();
  });

  it('sends docket citations to the court’s records', () => {
    expect(verdictOf('Smith v. Jones, No. 19-cv-1234 (S.D.N.Y. Jan. 5, 2020).')?.status).toBe('unverifiable');
  });
});
