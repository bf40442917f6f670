import { describe, expect, it } from 'vitest';
import { extractCitations } from './extract';
import { resolveCitations } from './resolve';

function resolvedTexts(text: string): Array<[string, string | null]> {
  return resolveCitations(extractCitations(text)).map(({ citation, refersTo }) => [
    citation.text,
    refersTo?.text ?? null,
  ]);
}

describe('resolveCitations', () => {
  it('links short forms, Id. and supra to the full citation before them', () => {
    const text =
      'Roe v. Wade, 410 U.S. 113 (1973). Id. at 116. See 42 U.S.C. § 1983. Id. § 1988 aside, ' +
      'Bush v. Gore, 531 U.S. 98 (2000). Roe, supra, at 153; 531 U. S., at 99; 93 S. Ct. at 708.';
    expect(resolvedTexts(text)).toEqual([
      ['Roe v. Wade, 410 U.S. 113 (1973)', 'Roe v. Wade, 410 U.S. 113 (1973)'],
      ['Id. at 116', 'Roe v. Wade, 410 U.S. 113 (1973)'],
      ['42 U.S.C. § 1983', '42 U.S.C. § 1983'],
      ['Id.', '42 U.S.C. § 1983'],
      ['Bush v. Gore, 531 U.S. 98 (2000)', 'Bush v. Gore, 531 U.S. 98 (2000)'],
      ['Roe, supra, at 153', 'Roe v. Wade, 410 U.S. 113 (1973)'],
      ['531 U. S., at 99', 'Bush v. Gore, 531 U.S. 98 (2000)'],
      // No earlier citation gives 93 S. Ct., so the short form stays unresolved.
      ['93 S. Ct. at 708', null],
    ]);
  });

  it('follows a parallel reporter and chains Id. through a short form', () => {
    const text = 'Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973). 93 S. Ct., at 708. Id. at 709.';
    const roe = 'Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705 (1973)';
    expect(resolvedTexts(text)).toEqual([
      [roe, roe],
      ['93 S. Ct., at 708', roe],
      ['Id. at 709', roe],
    ]);
  });

  it('matches supra on either party and leaves an unknown name unresolved', () => {
    const text = 'United States v. Jones, 565 U.S. 400 (2012). Jones, supra, at 404. Smith, supra.';
    expect(resolvedTexts(text).map(([, refersTo]) => refersTo)).toEqual([
      'United States v. Jones, 565 U.S. 400 (2012)',
      'United States v. Jones, 565 U.S. 400 (2012)',
      null,
    ]);
  });

  it('binds a named short form to the case it names, not to another case in the same volume', () => {
    const text =
      'Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986); Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986). ' +
      'The movant need not negate the claim. Celotex, 477 U.S. at 325. A dispute is genuine only then. Anderson, 477 U.S. at 248. ' +
      'See also Liberty Lobby, 477 U.S. at 249.';
    const celotex = 'Celotex Corp. v. Catrett, 477 U.S. 317, 322 (1986)';
    const anderson = 'Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)';
    expect(resolvedTexts(text).slice(2)).toEqual([
      ['477 U.S. at 325', celotex],
      ['477 U.S. at 248', anderson],
      ['477 U.S. at 249', anderson],
    ]);
    expect(extractCitations(text).filter((c) => c.kind === 'short-case').map((c) => 'name' in c && c.name)).toEqual(['Celotex', 'Anderson', 'Liberty Lobby']);
  });

  it('resolves an unnamed short form by volume only when one case fits, and a name no earlier case bears not at all', () => {
    const two = 'Roe v. Wade, 410 U.S. 113 (1973); Doe v. Bolton, 410 U.S. 179 (1973). See 410 U.S. at 153. Smith, 410 U.S. at 190.';
    expect(resolvedTexts(two).slice(2).map(([, refersTo]) => refersTo)).toEqual([null, null]);
    const one = 'Roe v. Wade, 410 U.S. 113 (1973); Bush v. Gore, 531 U.S. 98 (2000). See 410 U.S. at 153.';
    expect(resolvedTexts(one).at(-1)).toEqual(['410 U.S. at 153', 'Roe v. Wade, 410 U.S. 113 (1973)']);
  });

  it('leaves an opening Id. unresolved', () => {
    expect(resolvedTexts('Id. at 3.')).toEqual([['Id. at 3', null]]);
  });
});
