/**
 * Supreme Court decisions a later decision of the Court overruled, each with the overruling decision's citation and
 * the sentence that says so. The list follows the criteria of the Constitution Annotated's "Table of Supreme Court
 * Decisions Overruled by Subsequent Decisions" (Library of Congress, public domain: a majority of the Court said in
 * terms that the case is overruled). It holds only rows whose sentence could be checked against the overruling
 * opinion itself: for decisions in the shared Supreme Court corpus (1973 to 2024) a test finds each sentence in the
 * opinion's text (`overruled-decisions.test.ts`); the two older rows give the page of U.S. Reports that says it. It is
 * not the whole table, so a case missing from it is not thereby good law. Each sentence was read in its opinion to be
 * the Court's (not a dissent's or the syllabus's), since the corpus's records before 2000 join all opinions of a case.
 */
export type OverruledDecision = {
  /** The overruled decision's U.S. Reports citation, '410 U.S. 113'. */
  citation: string;
  name: string;
  by: { name: string; citation: string; year: number; docket?: string };
  /** The overruling decision's sentence that says so, word for word. */
  sentence: string;
  /** Where the sentence stands: the overruling opinion's page, or its docket in the corpus that the test reads. */
  source: string;
};

const inCorpus = (docket: string) => `the opinion of the Court, docket ${docket} (checked against the Supreme Court corpus)`;

/** The overruling decision is in the U.S. Reports index, so its name, year and citation are checked there too. */
const inIndexedCorpus = (citation: string) => `the opinion of the Court, ${citation} (checked against the Supreme Court corpus)`;
const PAYNE = { name: 'Payne v. Tennessee', citation: '501 U.S. 808', year: 1991 };
const PAYNE_SENTENCE =
  'Reconsidering these decisions now, we conclude, for the reasons heretofore stated, that they were wrongly decided and should be, and now are, overruled.';

const DOBBS = { name: "Dobbs v. Jackson Women's Health Organization", citation: '597 U.S. 215', year: 2022, docket: '19-1392' };
const DOBBS_SENTENCE = 'We hold that Roe and Casey must be overruled.';

export const OVERRULED_DECISIONS: readonly OverruledDecision[] = [
  { citation: '410 U.S. 113', name: 'Roe v. Wade', by: DOBBS, sentence: DOBBS_SENTENCE, source: inCorpus(DOBBS.docket) },
  { citation: '505 U.S. 833', name: 'Planned Parenthood of Southeastern Pa. v. Casey', by: DOBBS, sentence: DOBBS_SENTENCE, source: inCorpus(DOBBS.docket) },
  {
    citation: '467 U.S. 837',
    name: 'Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc.',
    by: { name: 'Loper Bright Enterprises v. Raimondo', citation: '603 U.S. 369', year: 2024, docket: '22-451' },
    sentence: 'Chevron is overruled.',
    source: inCorpus('22-451'),
  },
  {
    citation: '478 U.S. 186',
    name: 'Bowers v. Hardwick',
    by: { name: 'Lawrence v. Texas', citation: '539 U.S. 558', year: 2003 },
    sentence: 'Bowers v. Hardwick should be and now is overruled.',
    source: 'the opinion of the Court, 539 U.S. 558 (checked against the Supreme Court corpus)',
  },
  {
    citation: '494 U.S. 652',
    name: 'Austin v. Michigan Chamber of Commerce',
    by: { name: 'Citizens United v. Federal Election Commission', citation: '558 U.S. 310', year: 2010 },
    sentence: 'Austin, 494 U. S. 652, should be and now is overruled.',
    source: 'the opinion of the Court, 558 U.S. 310 (checked against the Supreme Court corpus)',
  },
  {
    citation: '431 U.S. 209',
    name: 'Abood v. Detroit Board of Education',
    by: { name: 'Janus v. American Federation of State, County, and Municipal Employees, Council 31', citation: '585 U.S. 878', year: 2018, docket: '16-1466' },
    sentence: 'Abood was wrongly decided and is now overruled.',
    source: inCorpus('16-1466'),
  },
  {
    citation: '409 U.S. 810',
    name: 'Baker v. Nelson',
    by: { name: 'Obergefell v. Hodges', citation: '576 U.S. 644', year: 2015, docket: '14-556' },
    sentence: 'Baker v. Nelson must be and now is overruled, and the State laws challenged by Petitioners in these cases are now held invalid to the extent they exclude same-sex couples from civil marriage on the same terms and conditions as opposite-sex couples.',
    source: inCorpus('14-556'),
  },
  {
    citation: '420 U.S. 358',
    name: 'United States v. Jenkins',
    by: { name: 'United States v. Scott', citation: '437 U.S. 82', year: 1978 },
    sentence: 'Accordingly, the contrary holding of United States v. Jenkins is overruled.',
    source: inIndexedCorpus('437 U.S. 82'),
  },
  {
    citation: '161 U.S. 519',
    name: 'Geer v. Connecticut',
    by: { name: 'Hughes v. Oklahoma', citation: '441 U.S. 322', year: 1979 },
    sentence: 'Geer v. Connecticut, 161 U. S. 519 (1896), on which the Court of Criminal Appeals relied, is overruled.',
    source: inIndexedCorpus('441 U.S. 322'),
  },
  {
    citation: '426 U.S. 833',
    name: 'National League of Cities v. Usery',
    by: { name: 'Garcia v. San Antonio Metropolitan Transit Authority', citation: '469 U.S. 528', year: 1985 },
    sentence: 'National League of Cities v. Usery, 426 U. S. 833 (1976), is overruled.',
    source: inIndexedCorpus('469 U.S. 528'),
  },
  // Payne's footnote 2 keeps Booth's bar on the family's characterizations of the crime and the defendant.
  { citation: '482 U.S. 496', name: 'Booth v. Maryland', by: PAYNE, sentence: PAYNE_SENTENCE, source: inIndexedCorpus(PAYNE.citation) },
  { citation: '490 U.S. 805', name: 'South Carolina v. Gathers', by: PAYNE, sentence: PAYNE_SENTENCE, source: inIndexedCorpus(PAYNE.citation) },
  {
    citation: '495 U.S. 508',
    name: 'Grady v. Corbin',
    by: { name: 'United States v. Dixon', citation: '509 U.S. 688', year: 1993 },
    sentence: 'We have concluded, however, that Grady must be overruled.',
    source: `Part IV (for the Court) of ${inIndexedCorpus('509 U.S. 688')}`,
  },
  {
    citation: '491 U.S. 1',
    name: 'Pennsylvania v. Union Gas Co.',
    by: { name: 'Seminole Tribe of Fla. v. Florida', citation: '517 U.S. 44', year: 1996 },
    sentence: 'We feel bound to conclude that Union Gas was wrongly decided and that it should be, and now is, overruled.',
    source: inIndexedCorpus('517 U.S. 44'),
  },
  {
    citation: '220 U.S. 373',
    name: 'Dr. Miles Medical Co. v. John D. Park & Sons Co.',
    by: { name: 'Leegin Creative Leather Products, Inc. v. PSKS, Inc.', citation: '551 U.S. 877', year: 2007 },
    sentence: 'For these reasons the Court’s decision in Dr. Miles Medical Co. v. John D. Park & Sons Co., 220 U. S. 373 (1911), is now overruled.',
    source: inIndexedCorpus('551 U.S. 877'),
  },
  {
    citation: '475 U.S. 625',
    name: 'Michigan v. Jackson',
    by: { name: 'Montejo v. Louisiana', citation: '556 U.S. 778', year: 2009 },
    sentence: 'Michigan v. Jackson should be and now is overruled.',
    source: inIndexedCorpus('556 U.S. 778'),
  },
  {
    citation: '247 U.S. 251',
    name: 'Hammer v. Dagenhart',
    by: { name: 'United States v. Darby', citation: '312 U.S. 100', year: 1941 },
    sentence:
      'The conclusion is inescapable that Hammer v. Dagenhart, was a departure from the principles which have prevailed in the interpretation of the commerce clause both before and since the decision and that such vitality, as a precedent, as it then had has long since been exhausted. It should be and now is overruled.',
    source: 'United States v. Darby, 312 U.S. 100, 116-117 (1941)',
  },
  {
    citation: '316 U.S. 455',
    name: 'Betts v. Brady',
    by: { name: 'Gideon v. Wainwright', citation: '372 U.S. 335', year: 1963 },
    sentence: 'Upon full reconsideration we conclude that Betts v. Brady should be overruled.',
    source: 'Gideon v. Wainwright, 372 U.S. 335, 345 (1963)',
  },
];

const BY_CITATION = new Map(OVERRULED_DECISIONS.map((row) => [row.citation, row]));

/** The table's row for a U.S. Reports citation ('410 U.S. 113'), or null. */
export const overruledDecision = (citation: string): OverruledDecision | null => BY_CITATION.get(citation) ?? null;
