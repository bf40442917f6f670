import type { Citation } from './types';

/**
 * Table-driven cases for the extractor: each text with the citations it holds, written as `describeCitation`
 * prints them. An empty list is a false-positive trap. `gap` marks a known miss the precision/recall figures
 * count against the extractor; it is not asserted case by case.
 */
export type CitationFixture = { text: string; expected: string[]; gap?: string };

/** One line per citation holding every normalised field, so a fixture compares all of them at once. */
export function describeCitation(citation: Citation): string {
  switch (citation.kind) {
    case 'case': {
      const name = citation.caseName ? `${citation.caseName}, ` : '';
      const pin = citation.pin ? `, ${citation.pin}` : '';
      const parallels = citation.parallels
        .map((ref) => ` + ${ref.volume} ${ref.reporter} ${ref.page}${ref.pin ? `, ${ref.pin}` : ''}`)
        .join('');
      const court = citation.court ? `${citation.court} ` : '';
      const year = citation.year === null ? '' : ` (${court}${citation.year})`;
      return `case ${name}${citation.volume} ${citation.reporter} ${citation.page}${pin}${parallels}${year}`;
    }
    case 'short-case':
      return `short ${citation.volume} ${citation.reporter} at ${citation.pin}`;
    case 'id':
      return citation.pin ? `id at ${citation.pin}` : 'id';
    case 'supra':
      return `supra ${citation.name}${citation.pin ? ` at ${citation.pin}` : ''}`;
    case 'statute':
      return `statute ${citation.title} U.S.C. ${citation.multipleSections ? '§§' : '§'} ${citation.section}${citation.year ? ` (${citation.year})` : ''}`;
    case 'regulation': {
      const unit = { section: '§', sections: '§§', part: 'pt.' }[citation.unit];
      return `regulation ${citation.title} C.F.R. ${unit} ${citation.section}${citation.year ? ` (${citation.year})` : ''}`;
    }
    case 'rule':
      return `rule ${citation.rules} ${citation.rule}`;
  }
}

export const CITATION_FIXTURES: readonly CitationFixture[] = [
  // Full Supreme Court citations, spacing variants and line breaks.
  { text: 'Roe v. Wade, 410 U.S. 113 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113 (1973)'] },
  { text: 'Roe v. Wade, 410 U.S. 113, 116 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116 (1973)'] },
  { text: 'Roe v. Wade, 410 U. S. 113, 116 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116 (1973)'] },
  { text: 'Roe v. Wade, 410 U. S.\n113 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113 (1973)'] },
  { text: 'See Bush v. Gore, 531 U. S.\n98 (2000) (per curiam).', expected: ['case Bush v. Gore, 531 U.S. 98 (2000)'] },
  { text: 'as in Roe v.\nWade, 410 U.S. 113 (1973)', expected: ['case Roe v. Wade, 410 U.S. 113 (1973)'] },
  { text: 'Marbury v. Madison, 5 U.S. 137, 177 (1803).', expected: ['case Marbury v. Madison, 5 U.S. 137, 177 (1803)'] },
  { text: 'In Miranda v. Arizona, 384 U.S. 436 (1966), the Court held', expected: ['case Miranda v. Arizona, 384 U.S. 436 (1966)'] },
  { text: 'See Brown v. Board of Education, 347 U.S. 483, 495 (1954).', expected: ['case Brown v. Board of Education, 347 U.S. 483, 495 (1954)'] },
  { text: 'Cf. Gideon v. Wainwright, 372 U.S. 335 (1963).', expected: ['case Gideon v. Wainwright, 372 U.S. 335 (1963)'] },
  { text: 'But see Plessy v. Ferguson, 163 U.S. 537 (1896).', expected: ['case Plessy v. Ferguson, 163 U.S. 537 (1896)'] },
  { text: 'In re Gault, 387 U.S. 1, 13 (1967).', expected: ['case In re Gault, 387 U.S. 1, 13 (1967)'] },
  { text: 'Ex parte Milligan, 71 U.S. 2 (1866).', expected: ['case Ex parte Milligan, 71 U.S. 2 (1866)'] },
  { text: 'Ex parte Young, 209 U. S. 123 (1908).', expected: ['case Ex parte Young, 209 U.S. 123 (1908)'] },
  { text: 'United States v. Nixon, 418 U.S. 683, 707-08 (1974).', expected: ['case United States v. Nixon, 418 U.S. 683, 707–08 (1974)'] },
  { text: 'United States v. Lopez, 514 U.S. 549, 552–53 (1995).', expected: ['case United States v. Lopez, 514 U.S. 549, 552–53 (1995)'] },
  { text: 'Mapp v. Ohio, 367 U.S. 643, 655 n.5 (1961).', expected: ['case Mapp v. Ohio, 367 U.S. 643, 655 n.5 (1961)'] },
  { text: 'Terry v. Ohio, 392 U. S. 1, 21, n. 18 (1968).', expected: ['case Terry v. Ohio, 392 U.S. 1, 21 n.18 (1968)'] },
  { text: 'Obergefell v. Hodges, 576 U. S. 644 (2015)', expected: ['case Obergefell v. Hodges, 576 U.S. 644 (2015)'] },
  { text: 'Citizens United v. FEC, 558 U.S. 310 (2010).', expected: ['case Citizens United v. FEC, 558 U.S. 310 (2010)'] },
  { text: 'Sony Corp. of America v. Universal City Studios, Inc., 464 U.S. 417 (1984).', expected: ['case Sony Corp. of America v. Universal City Studios, Inc., 464 U.S. 417 (1984)'] },
  { text: 'NLRB v. Jones & Laughlin Steel Corp., 301 U.S. 1 (1937).', expected: ['case NLRB v. Jones & Laughlin Steel Corp., 301 U.S. 1 (1937)'] },
  { text: "Lawrence v. Texas, 539 U.S. 558 (2003); Bowers v. Hardwick, 478 U.S. 186 (1986).", expected: ['case Lawrence v. Texas, 539 U.S. 558 (2003)', 'case Bowers v. Hardwick, 478 U.S. 186 (1986)'] },
  { text: 'Ashcroft v. Iqbal, 556 U. S. 662, 678 (2009); Bell Atlantic Corp. v. Twombly, 550 U. S. 544, 570 (2007).', expected: ['case Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)', 'case Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)'] },
  { text: 'Arizona v. Gant, 556 U. S.332 (2009)', expected: ['case Arizona v. Gant, 556 U.S. 332 (2009)'] },
  { text: 'as decided at 410 U.S. 113 in 1973', expected: ['case 410 U.S. 113'] },
  { text: 'See 410 U.S. 113.', expected: ['case 410 U.S. 113'] },

  // Parallel citations.
  { text: 'Roe v. Wade, 410 U.S. 113, 93 S. Ct. 705, 35 L. Ed. 2d 147 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113 + 93 S. Ct. 705 + 35 L. Ed. 2d 147 (1973)'] },
  { text: 'Roe v. Wade, 410 U.S. 113, 116, 93 S.Ct. 705, 708, 35 L.Ed.2d 147 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116 + 93 S. Ct. 705, 708 + 35 L. Ed. 2d 147 (1973)'] },
  { text: 'Miranda v. Arizona, 384 U.S. 436, 86 S. Ct. 1602, 16 L. Ed. 2d 694 (1966)', expected: ['case Miranda v. Arizona, 384 U.S. 436 + 86 S. Ct. 1602 + 16 L. Ed. 2d 694 (1966)'] },
  { text: 'Brown v. Board of Education, 347 U.S. 483, 74 S.Ct. 686, 98 L.Ed. 873 (1954).', expected: ['case Brown v. Board of Education, 347 U.S. 483 + 74 S. Ct. 686 + 98 L. Ed. 873 (1954)'] },
  { text: 'Gideon v. Wainwright, 372 U.S. 335, 83 S. Ct. 792, 9 L. Ed. 2d 799 (1963)', expected: ['case Gideon v. Wainwright, 372 U.S. 335 + 83 S. Ct. 792 + 9 L. Ed. 2d 799 (1963)'] },
  { text: 'Loving v. Virginia, 388 U.S. 1, 87 S.Ct. 1817, 18 L.Ed.2d 1010 (1967).', expected: ['case Loving v. Virginia, 388 U.S. 1 + 87 S. Ct. 1817 + 18 L. Ed. 2d 1010 (1967)'] },
  { text: 'People v. Anderson, 6 Cal. 3d 628, 493 P.2d 880, 100 Cal. Rptr. 152 (1972).', expected: ['case People v. Anderson, 6 Cal. 3d 628 + 493 P.2d 880 + 100 Cal. Rptr. 152 (1972)'] },
  { text: 'People v. Smith, 5 N.Y.3d 200, 800 N.Y.S.2d 100, 833 N.E.2d 200 (2005).', expected: ['case People v. Smith, 5 N.Y.3d 200 + 800 N.Y.S.2d 100 + 833 N.E.2d 200 (2005)'] },
  { text: 'People v. Jones, 200 Ill. 2d 300, 266 Ill. Dec. 1, 785 N.E.2d 1 (2002).', expected: ['case People v. Jones, 200 Ill. 2d 300 + 266 Ill. Dec. 1 + 785 N.E.2d 1 (2002)'] },
  { text: 'Smith v. State, 2 Cal. 5th 10, 210 Cal. Rptr. 3d 50, 385 P.3d 10 (2016).', expected: ['case Smith v. State, 2 Cal. 5th 10 + 210 Cal. Rptr. 3d 50 + 385 P.3d 10 (2016)'] },

  // Federal courts of appeals and district courts with court parentheticals.
  { text: 'Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 2004).', expected: ['case Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 2004)'] },
  { text: 'Doe v. Roe, 45 F.4th 100, 105 (2d Cir. 2022).', expected: ['case Doe v. Roe, 45 F.4th 100, 105 (2d Cir. 2022)'] },
  { text: 'Acme Corp. v. Beta LLC, 12 F. Supp. 3d 345, 350 (S.D.N.Y. 2023).', expected: ['case Acme Corp. v. Beta LLC, 12 F. Supp. 3d 345, 350 (S.D.N.Y. 2023)'] },
  { text: 'Doe v. Smith, 500 F. Supp. 2d 10 (D.D.C. 2007).', expected: ['case Doe v. Smith, 500 F. Supp. 2d 10 (D.D.C. 2007)'] },
  { text: 'Jones v. City of Boston, 300 F. Supp. 200 (D. Mass. 1969).', expected: ['case Jones v. City of Boston, 300 F. Supp. 200 (D. Mass. 1969)'] },
  { text: 'Allen v. Baker, 900 F.2d 100, 103 (5th Cir. 1990).', expected: ['case Allen v. Baker, 900 F.2d 100, 103 (5th Cir. 1990)'] },
  { text: 'Allen v. Baker, 900 F. 2d 100, 103 (5th Cir. 1990).', expected: ['case Allen v. Baker, 900 F.2d 100, 103 (5th Cir. 1990)'] },
  { text: 'Allen v. Baker, 900 F.2d\n100 (5th Cir.\n1990).', expected: ['case Allen v. Baker, 900 F.2d 100 (5th Cir. 1990)'] },
  { text: 'Garcia v. Lee, 10 F.3d 20 (D.C. Cir. 1993).', expected: ['case Garcia v. Lee, 10 F.3d 20 (D.C. Cir. 1993)'] },
  { text: 'Patent Co. v. Maker Inc., 700 F.3d 1300 (Fed. Cir. 2012).', expected: ['case Patent Co. v. Maker Inc., 700 F.3d 1300 (Fed. Cir. 2012)'] },
  { text: 'Hall v. Hall, 250 F. 300 (8th Cir. 1918).', expected: ['case Hall v. Hall, 250 F. 300 (8th Cir. 1918)'] },
  { text: 'Hall v. Hall, 250 Fed. 300 (8th Cir. 1918).', expected: ['case Hall v. Hall, 250 F. 300 (8th Cir. 1918)'] },
  { text: 'United States v. Smith, 12 F.4th 1 (1st Cir. Mar. 3, 2021).', expected: ['case United States v. Smith, 12 F.4th 1 (1st Cir. 2021)'] },
  { text: 'Brown v. Gray, 300 F.R.D. 12, 15 (N.D. Cal. 2014).', expected: ['case Brown v. Gray, 300 F.R.D. 12, 15 (N.D. Cal. 2014)'] },
  { text: 'In re Lehman Bros. Holdings Inc., 445 B.R. 143 (Bankr. S.D.N.Y. 2011).', expected: ['case In re Lehman Bros. Holdings Inc., 445 B.R. 143 (Bankr. S.D.N.Y. 2011)'] },
  { text: 'Kim v. Park, 20 F.Supp.3d 40 (E.D. Pa. 2014).', expected: ['case Kim v. Park, 20 F. Supp. 3d 40 (E.D. Pa. 2014)'] },
  { text: 'Kim v. Park, 20 F. Supp.2d 40 (E.D. Pa. 1998).', expected: ['case Kim v. Park, 20 F. Supp. 2d 40 (E.D. Pa. 1998)'] },
  { text: 'Lee v. Wong, 950 F.3d 1 (9th Cir. 2020) (en banc).', expected: ['case Lee v. Wong, 950 F.3d 1 (9th Cir. 2020)'] },
  { text: 'Lee v. Wong, 950 F.3d 1, 5 (9th Cir.2020).', expected: ['case Lee v. Wong, 950 F.3d 1, 5 (9th Cir. 2020)'] },

  // Regional and state reporters.
  { text: 'State v. Smith, 100 A.2d 200 (N.J. 1953).', expected: ['case State v. Smith, 100 A.2d 200 (N.J. 1953)'] },
  { text: 'State v. Smith, 100 A. 2d 200 (N.J. 1953).', expected: ['case State v. Smith, 100 A.2d 200 (N.J. 1953)'] },
  { text: 'Commonwealth v. Jones, 50 A.3d 100 (Pa. 2012).', expected: ['case Commonwealth v. Jones, 50 A.3d 100 (Pa. 2012)'] },
  { text: 'Baker v. Carr, 90 A. 500 (Conn. 1914).', expected: ['case Baker v. Carr, 90 A. 500 (Conn. 1914)'] },
  { text: 'Palsgraf v. Long Island R.R. Co., 162 N.E. 99 (N.Y. 1928).', expected: ['case Palsgraf v. Long Island R.R. Co., 162 N.E. 99 (N.Y. 1928)'] },
  { text: 'MacPherson v. Buick Motor Co., 217 N.Y. 382, 111 N.E. 1050 (1916).', expected: ['case MacPherson v. Buick Motor Co., 217 N.Y. 382 + 111 N.E. 1050 (1916)'] },
  { text: 'Doe v. Board, 20 N.E.3d 300 (Mass. 2014).', expected: ['case Doe v. Board, 20 N.E.3d 300 (Mass. 2014)'] },
  { text: 'Doe v. Board, 900 N.E.2d 300 (Ind. 2009).', expected: ['case Doe v. Board, 900 N.E.2d 300 (Ind. 2009)'] },
  { text: 'Doe v. Board, 900 N. E. 2d 300 (Ind. 2009).', expected: ['case Doe v. Board, 900 N.E.2d 300 (Ind. 2009)'] },
  { text: 'Olson v. Olson, 50 N.W. 100 (Minn. 1891).', expected: ['case Olson v. Olson, 50 N.W. 100 (Minn. 1891)'] },
  { text: 'Olson v. Olson, 500 N.W.2d 100 (Iowa 1993).', expected: ['case Olson v. Olson, 500 N.W.2d 100 (Iowa 1993)'] },
  { text: 'Olson v. Olson, 500 N. W. 2d 100 (Iowa 1993).', expected: ['case Olson v. Olson, 500 N.W.2d 100 (Iowa 1993)'] },
  { text: 'Brown v. Kendall, 100 P. 200 (Cal. 1909).', expected: ['case Brown v. Kendall, 100 P. 200 (Cal. 1909)'] },
  { text: 'Brown v. Kendall, 900 P.2d 200 (Colo. 1995).', expected: ['case Brown v. Kendall, 900 P.2d 200 (Colo. 1995)'] },
  { text: 'Brown v. Kendall, 300 P.3d 200 (Wash. 2013).', expected: ['case Brown v. Kendall, 300 P.3d 200 (Wash. 2013)'] },
  { text: 'Rowe v. Dean, 50 S.E. 100 (Ga. 1905).', expected: ['case Rowe v. Dean, 50 S.E. 100 (Ga. 1905)'] },
  { text: 'Rowe v. Dean, 500 S.E.2d 100 (Va. 1998).', expected: ['case Rowe v. Dean, 500 S.E.2d 100 (Va. 1998)'] },
  { text: 'Rowe v. Dean, 500 S. E. 2d 100 (Va. 1998).', expected: ['case Rowe v. Dean, 500 S.E.2d 100 (Va. 1998)'] },
  { text: 'Hunt v. Ward, 50 So. 100 (Ala. 1909).', expected: ['case Hunt v. Ward, 50 So. 100 (Ala. 1909)'] },
  { text: 'Hunt v. Ward, 500 So. 2d 100 (Fla. 1986).', expected: ['case Hunt v. Ward, 500 So. 2d 100 (Fla. 1986)'] },
  { text: 'Hunt v. Ward, 500 So.2d 100 (Fla. 1986).', expected: ['case Hunt v. Ward, 500 So. 2d 100 (Fla. 1986)'] },
  { text: 'Hunt v. Ward, 100 So. 3d 100 (La. 2012).', expected: ['case Hunt v. Ward, 100 So. 3d 100 (La. 2012)'] },
  { text: 'Hunt v. Ward, 100 So.3d 100 (La. 2012).', expected: ['case Hunt v. Ward, 100 So. 3d 100 (La. 2012)'] },
  { text: 'Cole v. Tate, 50 S.W. 100 (Tex. 1899).', expected: ['case Cole v. Tate, 50 S.W. 100 (Tex. 1899)'] },
  { text: 'Cole v. Tate, 900 S.W.2d 100 (Tex. Crim. App. 1995).', expected: ['case Cole v. Tate, 900 S.W.2d 100 (Tex. Crim. App. 1995)'] },
  { text: 'Cole v. Tate, 300 S.W.3d 100 (Mo. 2010).', expected: ['case Cole v. Tate, 300 S.W.3d 100 (Mo. 2010)'] },
  { text: 'Cole v. Tate, 300 S. W. 3d 100 (Mo. 2010).', expected: ['case Cole v. Tate, 300 S.W.3d 100 (Mo. 2010)'] },
  { text: 'People v. Lee, 50 Cal. Rptr. 100 (Ct. App. 1966).', expected: ['case People v. Lee, 50 Cal. Rptr. 100 (Ct. App. 1966)'] },
  { text: 'People v. Lee, 50 Cal.Rptr.2d 100 (Ct. App. 1996).', expected: ['case People v. Lee, 50 Cal. Rptr. 2d 100 (Ct. App. 1996)'] },
  { text: 'People v. Lee, 50 Cal. Rptr. 3d 100 (Ct. App. 2006).', expected: ['case People v. Lee, 50 Cal. Rptr. 3d 100 (Ct. App. 2006)'] },
  { text: 'People v. Lee, 100 Cal. 200 (1893).', expected: ['case People v. Lee, 100 Cal. 200 (1893)'] },
  { text: 'People v. Lee, 50 Cal. 2d 100 (1958).', expected: ['case People v. Lee, 50 Cal. 2d 100 (1958)'] },
  { text: 'People v. Lee, 50 Cal.3d 100 (1990).', expected: ['case People v. Lee, 50 Cal. 3d 100 (1990)'] },
  { text: 'People v. Lee, 50 Cal. 4th 100 (2010).', expected: ['case People v. Lee, 50 Cal. 4th 100 (2010)'] },
  { text: 'People v. Lee, 10 Cal. App. 100 (1909).', expected: ['case People v. Lee, 10 Cal. App. 100 (1909)'] },
  { text: 'Matter of Doe, 100 N.Y.S. 200 (App. Div. 1906).', expected: ['case 100 N.Y.S. 200 (App. Div. 1906)'] },
  { text: 'Doe v. Roe, 100 N.Y.S.2d 200 (Sup. Ct. 1950).', expected: ['case Doe v. Roe, 100 N.Y.S.2d 200 (Sup. Ct. 1950)'] },
  { text: 'Doe v. Roe, 100 N.Y.S.3d 200 (App. Div. 2019).', expected: ['case Doe v. Roe, 100 N.Y.S.3d 200 (App. Div. 2019)'] },
  { text: 'Doe v. Roe, 200 N.Y. 100 (1910).', expected: ['case Doe v. Roe, 200 N.Y. 100 (1910)'] },
  { text: 'Doe v. Roe, 50 N.Y.2d 100 (1980).', expected: ['case Doe v. Roe, 50 N.Y.2d 100 (1980)'] },
  { text: 'Doe v. Roe, 30 N.Y.3d 100 (2017).', expected: ['case Doe v. Roe, 30 N.Y.3d 100 (2017)'] },
  { text: 'Doe v. Roe, 100 Ill. Dec. 200 (1986).', expected: ['case Doe v. Roe, 100 Ill. Dec. 200 (1986)'] },
  { text: 'Doe v. Roe, 100 Ill. 2d 200 (1984).', expected: ['case Doe v. Roe, 100 Ill. 2d 200 (1984)'] },
  { text: 'Doe v. Roe, 100 Ill.2d 200 (1984).', expected: ['case Doe v. Roe, 100 Ill. 2d 200 (1984)'] },

  // Short forms.
  { text: 'Bush v. Gore, 531 U.S., at 99.', expected: ['short 531 U.S. at 99'] },
  { text: 'See 531 U. S., at 99.', expected: ['short 531 U.S. at 99'] },
  { text: 'Roe, 410 U.S. at 116.', expected: ['short 410 U.S. at 116'] },
  { text: 'Roe, 410 U. S., at 116-117.', expected: ['short 410 U.S. at 116–117'] },
  { text: 'Smith, 123 F.3d at 460.', expected: ['short 123 F.3d at 460'] },
  { text: 'Acme, 12 F. Supp. 3d at 350 n.4.', expected: ['short 12 F. Supp. 3d at 350 n.4'] },
  { text: 'Id. 287 U. S.,at 68.', expected: ['id', 'short 287 U.S. at 68'] },
  { text: 'Terry, 392 U. S.,\nat 21.', expected: ['short 392 U.S. at 21'] },
  { text: '93 S. Ct. at 708', expected: ['short 93 S. Ct. at 708'] },
  { text: 'State v. Smith, 100 A.2d at 205.', expected: ['short 100 A.2d at 205'] },
  // Justia link text: the court wrote '373 U.S. at 361'.
  { text: 'Id., 373 U.S. at 373 U. S. 361.', expected: ['id', 'short 373 U.S. at 361'] },
  { text: 'See 372 U.S. at 372 U. S. 344.', expected: ['short 372 U.S. at 344'] },

  // Id. and Ibid.
  { text: 'Id.', expected: ['id'] },
  { text: 'Id. at 5.', expected: ['id at 5'] },
  { text: 'Id., at 5.', expected: ['id at 5'] },
  { text: 'See id. at 116-17.', expected: ['id at 116–17'] },
  { text: 'Ibid.', expected: ['id'] },
  { text: 'Id. at 21 n.3.', expected: ['id at 21 n.3'] },
  { text: 'The rule is settled. Id. Moreover, Id. at 7.', expected: ['id', 'id at 7'] },

  // Supra.
  { text: 'Roe, supra, at 120.', expected: ['supra Roe at 120'] },
  { text: 'Roe, supra.', expected: ['supra Roe'] },
  { text: 'See Roe v. Wade, supra, at 153.', expected: ['supra Roe v. Wade at 153'] },
  { text: 'In Miranda, supra, the Court', expected: ['supra Miranda'] },
  { text: 'Brown v. Board of Education, supra, at 495.', expected: ['supra Brown v. Board of Education at 495'] },

  // Statutes.
  { text: '42 U.S.C. § 1983', expected: ['statute 42 U.S.C. § 1983'] },
  { text: 'under 42 U. S. C. § 1983.', expected: ['statute 42 U.S.C. § 1983'] },
  { text: '42 U.S.C. §1983', expected: ['statute 42 U.S.C. § 1983'] },
  { text: '42 U.S.C. § 1983 (2018).', expected: ['statute 42 U.S.C. § 1983 (2018)'] },
  { text: '28 U.S.C. §§ 1331–1332', expected: ['statute 28 U.S.C. §§ 1331–1332'] },
  { text: '28 U.S.C. §§ 1331-1332', expected: ['statute 28 U.S.C. §§ 1331–1332'] },
  { text: '28 U.S.C. §§ 1331, 1332', expected: ['statute 28 U.S.C. §§ 1331, 1332'] },
  { text: '42 U.S.C. § 2000e-2(a)(1)', expected: ['statute 42 U.S.C. § 2000e-2(a)(1)'] },
  { text: '42 U. S. C. §2000e–2(a)(1)', expected: ['statute 42 U.S.C. § 2000e-2(a)(1)'] },
  { text: '15 U.S.C. § 78j(b)', expected: ['statute 15 U.S.C. § 78j(b)'] },
  { text: '18 U.S.C. § 1961 et seq.', expected: ['statute 18 U.S.C. § 1961'] },
  { text: '28 U.S.C. § 1292(b); 28 U.S.C. § 1291', expected: ['statute 28 U.S.C. § 1292(b)', 'statute 28 U.S.C. § 1291'] },
  { text: '42 U.S.C.\n§ 1983', expected: ['statute 42 U.S.C. § 1983'] },
  { text: '5 U.S.C. § 552(b)(6)', expected: ['statute 5 U.S.C. § 552(b)(6)'] },
  { text: '29 U.S.C.A. § 1132', expected: ['statute 29 U.S.C. § 1132'] },

  // Regulations.
  { text: '17 C.F.R. § 240.10b-5', expected: ['regulation 17 C.F.R. § 240.10b-5'] },
  { text: '40 C.F.R. § 52.21(b)(1) (2020)', expected: ['regulation 40 C.F.R. § 52.21(b)(1) (2020)'] },
  { text: '29 C.F.R. pt. 1910', expected: ['regulation 29 C.F.R. pt. 1910'] },
  { text: '8 C. F. R. § 1003.1', expected: ['regulation 8 C.F.R. § 1003.1'] },
  { text: '21 C.F.R. §§ 314.50–314.54', expected: ['regulation 21 C.F.R. §§ 314.50-314.54'] },
  { text: '34 CFR 106.44', expected: ['regulation 34 C.F.R. § 106.44'], gap: 'C.F.R. without periods or section sign is not recognised' },

  // Rules.
  { text: 'Fed. R. Civ. P. 12(b)(6)', expected: ['rule Fed. R. Civ. P. 12(b)(6)'] },
  { text: 'Fed.R.Civ.P. 56(a)', expected: ['rule Fed. R. Civ. P. 56(a)'] },
  { text: 'Fed. R. Evid. 702', expected: ['rule Fed. R. Evid. 702'] },
  { text: 'Fed. R. Crim. P. 11(c)(1)(C)', expected: ['rule Fed. R. Crim. P. 11(c)(1)(C)'] },
  { text: 'Fed. R. App. P. 4(a)(1)(A)', expected: ['rule Fed. R. App. P. 4(a)(1)(A)'] },
  { text: 'Fed. R. Bankr. P. 7001', expected: ['rule Fed. R. Bankr. P. 7001'] },
  { text: 'under Fed. R. Civ. P.\n23(b)(3).', expected: ['rule Fed. R. Civ. P. 23(b)(3)'] },

  // Page markers and other text the court did not write as citations.
  { text: 'Page 409 U. S. 323', expected: [] },
  { text: 'the decision.\n\nPage 410 U. S. 114\n\nWe hold', expected: [] },
  { text: 'Roe v. Wade, 410 U.S. 113 (1973). Page 410 U. S. 120 Id. at 116.', expected: ['case Roe v. Wade, 410 U.S. 113 (1973)', 'id at 116'] },

  // Mixed passages.
  {
    text: 'See Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009); 42 U.S.C. § 1983; Fed. R. Civ. P. 12(b)(6). Id. at 679.',
    expected: ['case Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)', 'statute 42 U.S.C. § 1983', 'rule Fed. R. Civ. P. 12(b)(6)', 'id at 679'],
  },
  {
    text: 'Roe v. Wade, 410 U.S. 113 (1973). Later, 410 U.S., at 153, the Court said. Roe, supra, at 154.',
    expected: ['case Roe v. Wade, 410 U.S. 113 (1973)', 'short 410 U.S. at 153', 'supra Roe at 154'],
  },
  {
    text: 'Compare Smith v. Jones, 123 F.3d 456 (9th Cir. 2004), with Doe v. Roe, 45 F.4th 100 (2d Cir. 2022).',
    expected: ['case Smith v. Jones, 123 F.3d 456 (9th Cir. 2004)', 'case Doe v. Roe, 45 F.4th 100 (2d Cir. 2022)'],
  },
  {
    text: 'The agency relied on 40 C.F.R. § 52.21 and 42 U.S.C. § 7475.',
    expected: ['regulation 40 C.F.R. § 52.21', 'statute 42 U.S.C. § 7475'],
  },

  // False-positive traps: numbers near words that are not reporters, dates, money, prose section numbers.
  { text: 'The lease ran for 12 months.', expected: [] },
  { text: 'Under section 5 of the Act, the agency may act.', expected: [] },
  { text: 'Decided March 3, 2004.', expected: [] },
  { text: 'The fine was $100.', expected: [] },
  { text: 'He paid $100 U.S. 5 times.', expected: [] },
  { text: 'Section 1983 claims are common.', expected: [] },
  { text: 'See § 5(a) and Part II.', expected: [] },
  { text: 'On 12/03/2004 at 5 p.m.', expected: [] },
  { text: 'In 2004 U.S. courts heard 5,000 cases.', expected: [] },
  { text: 'The U.S. Const. art. I, § 8.', expected: [] },
  { text: 'About 1,000 U.S. 12 firms', expected: [] },
  { text: 'Chapter 11 of the Bankruptcy Code', expected: [] },
  { text: 'Plan A. 2 options remained.', expected: [] },
  { text: 'identification (ID) at 5 locations', expected: [] },
  { text: 'Idaho at 5 is cold.', expected: [] },
  // A bare 'Rule 12(b)(6)' names no rule set, so it is left alone on purpose.
  { text: 'Rule 12(b)(6) motions', expected: [] },
  { text: 'paragraph 3 of the complaint, filed 2023-01-05', expected: [] },
  { text: 'Pages 1-20 of the record', expected: [] },
  { text: 'The court met in 1990 (after the 1989 term).', expected: [] },
  { text: 'See Form 10-K, Item 7, filed 2021.', expected: [] },
  { text: '42 U.S.C. § 1983 and 42 U.S.C. § 1985(3)', expected: ['statute 42 U.S.C. § 1983', 'statute 42 U.S.C. § 1985(3)'] },

  // Known gaps, kept so the figures stay honest.
  { text: 'Roe v. Wade, 410 U.S. 113, 116, 117 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116, 117 (1973)'], gap: 'only the first of several pin pages is read' },
  { text: 'Smith v. Jones, 590 U.S. ___ (2020).', expected: ['case Smith v. Jones, 590 U.S. ___ (2020)'], gap: 'blank page numbers of slip opinions are not read' },
  { text: 'Doe v. Roe, 100 Cal. App. 4th 200 (2002).', expected: ['case Doe v. Roe, 100 Cal. App. 4th 200 (2002)'], gap: 'Cal. App. 2d–5th are not in the table' },
  { text: 'Gamble v. United States, 587 U. S. 678, 139 S. Ct. 1960 (2019).', expected: ['case Gamble v. United States, 587 U.S. 678 + 139 S. Ct. 1960 (2019)'] },
  { text: 'The plan failed. Doe v. Roe, 50 F.3d 1 (1st Cir. 1995).', expected: ['case Doe v. Roe, 50 F.3d 1 (1st Cir. 1995)'] },
  { text: 'As noted in Part II. Doe v. Roe, 50 F.3d 1 (1st Cir. 1995).', expected: ['case Doe v. Roe, 50 F.3d 1 (1st Cir. 1995)'], gap: 'a capitalised word ending the previous sentence joins the case name' },
];
