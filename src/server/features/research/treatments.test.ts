import { describe, expect, it } from 'vitest';
import { shortNamesOf } from './short-names';
import { overrulingSentences, readTreatment } from './treatments';

describe('shortNamesOf', () => {
  it.each([
    ['Roe v. Wade', ['Roe', 'Wade']],
    ['Planned Parenthood of Southeastern Pa. v. Casey', ['Planned', 'Casey']],
    ['Lawrence v. Texas', ['Lawrence']],
    ['United States v. Nixon', ['Nixon']],
  ])('calls %j by %j', (name, expected) => {
    expect(shortNamesOf(name)).toEqual(expected);
  });
});

describe('overrulingSentences', () => {
  it('finds the holding that names the case, though the sentence carries no citation', () => {
    const text =
      'Bowers was not correct when it was decided, and it is not correct today.\nIt ought not to remain binding precedent.\nBowers v. Hardwick should be and now is\noverruled.\n\nThe Court of Appeals erred.';
    expect(overrulingSentences(text, 'Bowers v. Hardwick')).toEqual([
      { treatment: 'overruled', passage: 'Bowers v. Hardwick should be and now is overruled.', distance: expect.any(Number) },
    ]);
  });

  it('does not credit a case named in the sentence but not overruled by it', () => {
    const text =
      "Although we must overrule those parts of Thornburgh and Akron I which, in our view, are inconsistent with Roe's statement, we do not disturb the rest.";
    expect(overrulingSentences(text, 'Roe v. Wade')).toEqual([]);
    expect(overrulingSentences(text, 'Thornburgh v. American College of Obstetricians')).toHaveLength(1);
  });

  it('ignores requests and hypotheticals about overruling', () => {
    const text = 'The societal costs of overruling Roe at this late date would be enormous. Petitioners ask us to overrule Roe.';
    expect(overrulingSentences(text, 'Roe v. Wade')).toEqual([]);
  });
});

describe('readTreatment', () => {
  it.each([
    ['Batson overruled the portion of Swain which held that the use of peremptory challenges was beyond review.', 'Batson v. Kentucky', null],
    ['Batson overruled the portion of Swain which held that the use of peremptory challenges was beyond review.', 'Swain v. Alabama', 'overruled'],
    ['Hammer v. Dagenhart, 247 U.S. 251 (1918), overruled by United States v. Darby, 312 U.S. 100 (1941).', 'Hammer v. Dagenhart', 'overruled'],
    ['Batson v. Kentucky, 476 U. S. 79, and Hunter v. Underwood, 471 U. S. 222, distinguished.', 'Hunter v. Underwood', 'distinguished'],
    ['Following Batson v. Kentucky, 476 U.S. 79 (1986), we hold that the strike was unlawful.', 'Batson v. Kentucky', 'followed'],
    ['Payne v. Tennessee (overruling Booth v. Maryland, 482 U. S. 496 (1987), and South Carolina v. Gathers, 490 U. S. 805 (1989)).', 'Woodson v. North Carolina', null],
    ['Monroe v. Pape, 365 U. S. 167 (1961) (overruled in certain other respects by Monell v. New York City Dept. of Social Services).', 'Monroe v. Pape', 'overruled'],
    ['Monroe v. Pape, 365 U. S. 167 (1961) (overruled in certain other respects by Monell v. New York City Dept. of Social Services).', 'Monell v. Department of Soc. Svcs.', null],
    ['See Obergefell v. Hodges, 576 U.S. 644 (2015) (overruling Baker v. Nelson, 409 U.S. 810 (1972)).', 'Baker v. Carr', null],
    ['Mapp, supra (overruling in part Wolf, 338 U. S. 25); Gideon, 372 U. S. 335 (overruling Betts, 316 U. S. 455).', 'Gideon v. Wainwright', null],
    ['Mapp, supra (overruling in part Wolf, 338 U. S. 25); Gideon, 372 U. S. 335 (overruling Betts, 316 U. S. 455).', 'Betts v. Brady', 'overruled'],
    ["The Court of Appeals' opinion that Edelman v. Jordan had overruled Worcester rested on a passage in the Edelman opinion.", 'Edelman v. Jordan', null],
    ['The Court does this today when it overrules a portion of our opinion in Batson.', 'Batson v. Kentucky', 'overruled'],
    ['Now today, the Court rightly overrules Roe and Casey.', 'Planned Parenthood of Southeastern Pa. v. Casey', 'overruled'],
  ] as const)('reads %j about %j as %j', (passage, name, expected) => {
    expect(readTreatment(passage, name)?.treatment ?? null).toBe(expected);
  });
});
