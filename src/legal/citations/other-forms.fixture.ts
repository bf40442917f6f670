import type { CitationFixture } from './citations.fixture';

/**
 * Westlaw, Lexis, public-domain and docket citations, reporters only reporters-db knows, unknown reporters, the
 * damaged forms opinions print, and the citation-shaped text that must stay unread.
 */
export const OTHER_FORM_FIXTURES: readonly CitationFixture[] = [
  // Westlaw and Lexis, with star pins and a docket number in front.
  { text: 'Smith v. Jones, 2019 WL 4639462, at *3 (S.D.N.Y. Sept. 30, 2019).', expected: ['database Smith v. Jones, 2019 WL 4639462, at *3 (S.D.N.Y.)'] },
  { text: 'See 2019 WL 4639462.', expected: ['database 2019 WL 4639462'] },
  { text: 'Doe v. Roe, No. 1:19-cv-01234, 2019 U.S. Dist. LEXIS 12345, at *4-5 (D. Del. Mar. 2, 2019).', expected: ['database Doe v. Roe, 2019 U.S. Dist. LEXIS 12345, at *4–5 (D. Del.)'] },
  { text: 'Roe v. Doe, 2020 U.S. App. LEXIS 5 (9th Cir. 2020).', expected: ['database Roe v. Doe, 2020 U.S. App. LEXIS 5 (9th Cir.)'] },
  // Public-domain citations, in reporters-db's forms for each state.
  { text: 'People v. Smith, 2013 IL App (1st) 111279-U, ¶ 12.', expected: ['neutral People v. Smith, 2013 IL App (1st) 111279-U, ¶ 12'] },
  { text: 'People v. Jones, 2015 IL 118151, ¶¶ 20-22.', expected: ['neutral People v. Jones, 2015 IL 118151, ¶ 20–22'] },
  { text: 'State v. Doe, 2010 ND 123.', expected: ['neutral State v. Doe, 2010 ND 123'] },
  { text: 'Doe v. Roe, 2009 OK 1; 2016 WI 45; 2012 ME 40.', expected: ['neutral Doe v. Roe, 2009 OK 1', 'neutral 2016 WI 45', 'neutral 2012 ME 40'] },
  { text: 'State v. Roe, 2017-Ohio-1234, ¶ 9.', expected: ['neutral State v. Roe, 2017 Ohio 1234, ¶ 9'] },
  { text: '2018 UT 12; 2008 MT 1; 2020 VT 12; 2014 SD 10.', expected: ['neutral 2018 UT 12', 'neutral 2008 MT 1', 'neutral 2020 VT 12', 'neutral 2014 SD 10'] },
  { text: 'State v. Doe, 2011-NMSC-001; Roe v. Doe, 2009-NMCA-001.', expected: ['neutral State v. Doe, 2011 NMSC 001', 'neutral Roe v. Doe, 2009 NMCA 001'] },
  { text: 'Smith v. State, 2010 Ark. 123.', expected: ['neutral Smith v. State, 2010 Ark. 123'] },
  // Federal slip opinions by docket number.
  { text: 'Smith v. Jones, No. 19-cv-1234, slip op. at 4 (S.D.N.Y. Jan. 5, 2020).', expected: ['docket Smith v. Jones, No. 19-cv-1234, at 4 (S.D.N.Y. 2020)'] },
  // Reporters only reporters-db knows, and unknown ones with a name or year to anchor them.
  { text: 'Commonwealth v. Doe, 45 Mass. App. Ct. 120, 125 (1998).', expected: ['case Commonwealth v. Doe, 45 Mass. App. Ct. 120, 125 (1998)'] },
  { text: 'State v. Doe, 150 Wash. 2d 489 (2003).', expected: ['case State v. Doe, 150 Wash. 2d 489 (2003)'] },
  { text: 'Smith v. Jones, 123 Foo. 456 (2001).', expected: ['case Smith v. Jones, 123 Foo. 456 (2001)'] },
  { text: 'Smith v. Jones, 123 Foo. 456.', expected: ['case Smith v. Jones, 123 Foo. 456'] },
  // Recall: what opinions and briefs print.
  { text: 'Lee v. Weisman, 517 U. S. 748,773 (1996).', expected: ['case Lee v. Weisman, 517 U.S. 748, 773 (1996)'] },
  { text: 'Smith v. Doe, 557 U. S.557 (2009).', expected: ['case Smith v. Doe, 557 U.S. 557 (2009)'] },
  { text: 'Powell, 287 U. S.,at 68.', expected: ['short 287 U.S. at 68'] },
  { text: 'Roe v. Wade, 410 U. S. 113, 116-  (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116 (1973)'] },
  { text: 'Roe v. Wade, 410 U. S. 113, 116-1 7 (1973).', expected: ['case Roe v. Wade, 410 U.S. 113, 116 (1973)'] },
  // Traps: shaped like a reporter citation, but not one.
  { text: '44 Fed. Reg. 1234 (1979); 41 Stat. 1007 (1920); 123 Cong. Rec. 456 (1977).', expected: [] },
  { text: 'On 12 March 2001 it rained 5 Ft. 10 in. of snow; 3 Main St. 4 was closed.', expected: [] },
  { text: 'In 2019 Ohio voters and 2020 OK Corral visitors.', expected: [] },
  { text: 'No. 18-1171 was argued in 2019; see Docket No. 5 (2020).', expected: [] },
  // A word that reporters-db knows as a reporter ('Smith') does not hide the citation after it.
  { text: 'In 1983 Smith 410 U.S. 113 (1973) was cited.', expected: ['case 410 U.S. 113 (1973)'] },
  // Caption lines and page markers of the SCOTUS files.
  { text: 'Tafflin v. Levitt No. 88-1650 Argued Nov. 27, 1989 Decided Jan. 22, 1990', expected: [] },
  { text: 'See Thiel v. Southern Pacific Co., 328 U.S. Page 499 and the 2013 Legislature. Ante, at 25–26.', expected: [] },
  // The syllabus's references to the other opinions of the case, even across a line break (issue #35).
  { text: 'MARSHALL, J., filed a dissenting opinion, in which DOUGLAS, J., joined, post, p. 409 U. S.\n309.', expected: [] },
  { text: 'BURGER, C.J., filed a concurring opinion, post, p.\n409 U. S. 450. See ante, p. 409 U. S. 308.', expected: [] },
  { text: 'addressed in their scholarly opinions, ante pp. 413 U. S. 149,\n413 U. S. 166. Cf. Johnson v. Louisiana, 406 U. S. 356.', expected: ['case Johnson v. Louisiana, 406 U.S. 356'] },
  // Justia's link text names each further pin of a short form by its volume: pins, not citations.
  { text: 'Id. at 394 U. S. 631, 394 U. S. 634. Ante at 410 U. S. 9, 410 U. S. 10.', expected: ['id at 631, 634'] },
  { text: 'Gertz, supra, at 418 U. S. 347, 418 U. S. 349-350.', expected: ['supra Gertz at 347, 349–350'] },
  { text: 'Amended by Pub. L. 96-222, 94 Stat. 194; see 18 U.S.L.W. 123.', expected: [] },
  // Journals and law reviews are their own kind, never cases and never dropped (issue #35).
  {
    text: 'Smith, Note, 123 Harv. L. Rev. 456 (2010); 5 Yale L.J. 10 (1990).',
    expected: ['journal 123 Harv. L. Rev. 456 (2010)', 'journal 5 Yale L.J. 10 (1990)'],
  },
  { text: 'See Note, 17 N.Y.L.F. 687 (1971).', expected: ['journal 17 N.Y.L.F. 687 (1971)'] },
  { text: 'Jones, Fluoridation, 61 Am.J.Pub.Health 396.', expected: ['journal 61 Am.J.Pub.Health 396'] },
  { text: 'Developments, 83 Harv.L.Rev. 1038, 1084 n. 46 (1970).', expected: ['journal 83 Harv.L.Rev. 1038, 1084 n.46 (1970)'] },
  {
    text: '87 The Georgia Historical Q. 408, 416–418 (2003); 2014 Laws P. R., at 428–429.',
    expected: ['journal 87 The Georgia Historical Q. 408, 416–418 (2003)'],
  },
  // An article's title may name a case: a Review stays a journal.
  {
    text: 'Note, An Evaluation of Williams v. Florida, 22 Case W.Res.L.Rev. 529 (1971).',
    expected: ['journal 22 Case W.Res.L.Rev. 529 (1971)'],
  },
  // After a case name a journal-shaped abbreviation is a law report of decisions.
  {
    text: 'Pennant Hills Restaurants Pty. Ltd. v. Barrell Insurances Pty. Ltd., 55 A.L.J.R. 258 (1981).',
    expected: ['case Pennant Hills Restaurants Pty. Ltd. v. Barrell Insurances Pty. Ltd., 55 A.L.J.R. 258 (1981)'],
  },
  // A comma with no space after the case name (issue #35: about 4% of the citations of a sample went unread).
  { text: 'Loving v. United States,517 U. S. 748,773 (1996).', expected: ['case Loving v. United States, 517 U.S. 748, 773 (1996)'] },
  { text: 'Wallace v. Kato, 549 U.S. 384 (2007); a count of 1,517 U. S. 10 times.', expected: ['case Wallace v. Kato, 549 U.S. 384 (2007)'] },
  // A state reporter in the syllabus is read when a parallel in a known reporter follows it.
  { text: 'Pp. 420 U. S. 205-206. 82 Wash. 2d 440, 511 P.2d 1351, reversed.', expected: ['case 82 Wash. 2d 440 + 511 P.2d 1351'] },
  // Reporters unknown to reporters-db are still reported, as unknown: the English Reports, a misprinted F.2d.
  { text: 'Huckle v. Money, 95 Eng. Rep. 768, 769 (K. B. 1763).', expected: ['case Huckle v. Money, 95 Eng. Rep. 768, 769 (K. B. 1763)'] },
];
