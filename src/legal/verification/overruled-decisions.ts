/**
 * Supreme Court decisions a later decision of the Court overruled, each with the overruling decision's citation and
 * the sentence that says so. The list follows the criteria of the Constitution Annotated's "Table of Supreme Court
 * Decisions Overruled by Subsequent Decisions" (Library of Congress, public domain: a majority of the Court said in
 * terms that the case is overruled). It holds only rows whose sentence could be checked against the overruling
 * opinion itself: for decisions in the shared Supreme Court corpus (1973 to 2024) a test finds each sentence in the
 * opinion's text (`overruled-decisions.test.ts`); the two older rows give the page of U.S. Reports that says it. It is
 * not the whole table, so a case missing from it is not thereby good law.
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
