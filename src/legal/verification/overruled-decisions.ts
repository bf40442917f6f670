/**
 * Supreme Court decisions a later decision of the Court overruled, each with the overruling decision's citation and
 * the sentence that says so. The list follows the criteria of the Constitution Annotated's "Table of Supreme Court
 * Decisions Overruled by Subsequent Decisions" (Library of Congress, public domain: a majority of the Court said in
 * terms that the case is overruled; its methodology: https://constitution.congress.gov/browse/essay/appx_1/). It holds only
 * rows whose overruling could be confirmed from a public copy of the decision or of the table, the page named in
 * `checked`; it is not the whole table, so a case missing from it is not thereby good law.
 */
export type OverruledDecision = {
  /** The overruled decision's U.S. Reports citation, '410 U.S. 113'. */
  citation: string;
  name: string;
  by: { name: string; citation: string; year: number };
  /** The overruling decision's sentence that says so. */
  sentence: string;
  /** Where the row was confirmed. */
  checked: string;
};

const DOBBS = { name: "Dobbs v. Jackson Women's Health Organization", citation: '597 U.S. 215', year: 2022 };
const DOBBS_SENTENCE = 'We hold that Roe and Casey must be overruled.';
const DOBBS_CHECKED = 'https://thedialog.org/featured/u-s-supreme-court-ruling-in-dobbs-v-jackson-knocks-down-roe-v-wade-returns-abortion-issue-to-states/';
const CONAN_MIRROR =
  'https://bluxblog.com/which-power-allows-the-supreme-court-to-invalidate-acts-of-the-other-branches-if-they-contradict-the-principles-of-constitution';

export const OVERRULED_DECISIONS: readonly OverruledDecision[] = [
  { citation: '410 U.S. 113', name: 'Roe v. Wade', by: DOBBS, sentence: DOBBS_SENTENCE, checked: DOBBS_CHECKED },
  { citation: '505 U.S. 833', name: 'Planned Parenthood of Southeastern Pa. v. Casey', by: DOBBS, sentence: DOBBS_SENTENCE, checked: DOBBS_CHECKED },
  {
    citation: '467 U.S. 837',
    name: 'Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc.',
    by: { name: 'Loper Bright Enterprises v. Raimondo', citation: '603 U.S. 369', year: 2024 },
    sentence: 'Chevron is overruled.',
    checked: 'https://wikimili.com/en/Loper_Bright_Enterprises_v._Raimondo',
  },
  {
    citation: '478 U.S. 186',
    name: 'Bowers v. Hardwick',
    by: { name: 'Lawrence v. Texas', citation: '539 U.S. 558', year: 2003 },
    sentence: 'Bowers v. Hardwick should be and now is overruled.',
    checked: 'https://wiki-gateway.eudic.net/wikipedia_en/Lawrence_v._Texas.html',
  },
  {
    citation: '494 U.S. 652',
    name: 'Austin v. Michigan Chamber of Commerce',
    by: { name: 'Citizens United v. Federal Election Commission', citation: '558 U.S. 310', year: 2010 },
    sentence: 'Austin, 494 U.S. 652, should be and now is overruled.',
    checked: 'https://static.hlt.bme.hu/semantics/external/pages/Amerikai_L%C5%91fegyversz%C3%B6vets%C3%A9g_NRA/en.wikipedia.org/wiki/Citizens_United_v.html',
  },
  {
    citation: '431 U.S. 209',
    name: 'Abood v. Detroit Board of Education',
    by: { name: 'Janus v. American Federation of State, County, and Municipal Employees, Council 31', citation: '585 U.S. 878', year: 2018 },
    sentence: 'Abood was wrongly decided and is now overruled.',
    checked: 'https://mediated.wiki/source/Mark_Janus',
  },
  {
    citation: '409 U.S. 810',
    name: 'Baker v. Nelson',
    by: { name: 'Obergefell v. Hodges', citation: '576 U.S. 644', year: 2015 },
    sentence: 'Baker v. Nelson must be and now is overruled, and the State laws challenged by Petitioners in these cases are now held invalid to the extent they exclude same-sex couples from civil marriage on the same terms and conditions as opposite-sex couples.',
    checked: 'https://wikisum.wiki/wiki/Baker_v._Nelson',
  },
  {
    citation: '247 U.S. 251',
    name: 'Hammer v. Dagenhart',
    by: { name: 'United States v. Darby', citation: '312 U.S. 100', year: 1941 },
    sentence:
      'The conclusion is inescapable that Hammer v. Dagenhart, was a departure from the principles which have prevailed in the interpretation of the commerce clause both before and since the decision and that such vitality, as a precedent, as it then had has long since been exhausted. It should be and now is overruled.',
    checked: 'https://law.jrank.org/pages/25421/United-States-v-Darby-Supreme-Court-Unanimously-Upholds-Fair-Labor-Standards-Act.html',
  },
  {
    citation: '316 U.S. 455',
    name: 'Betts v. Brady',
    by: { name: 'Gideon v. Wainwright', citation: '372 U.S. 335', year: 1963 },
    sentence: 'Upon full reconsideration we conclude that Betts v. Brady should be overruled.',
    checked: 'https://zaro.info/criminal-procedure/was-betts-v-brady-overturned',
  },
  {
    citation: '75 U.S. 603',
    name: 'Hepburn v. Griswold',
    by: { name: 'Knox v. Lee (Legal Tender Cases)', citation: '79 U.S. 457', year: 1871 },
    sentence:
      'In so holding, we overrule so much of what was decided in Hepburn v. Griswold, as ruled the acts unwarranted by the Constitution so far as they apply to contracts made before their enactment.',
    checked: CONAN_MIRROR,
  },
  {
    citation: '23 U.S. 428',
    name: 'The Steamboat Thomas Jefferson',
    by: { name: 'The Propeller Genesee Chief v. Fitzhugh', citation: '53 U.S. 443', year: 1851 },
    sentence:
      'But at the same time we are convinced that if we follow it, we follow an erroneous decision into which the Court fell when the great ' +
      'importance of the question as it now presents itself could not be foreseen, and the subject did not therefore receive that deliberate ' +
      'consideration which at this time would have been given to it by the eminent men who presided here when that case was decided.',
    checked: CONAN_MIRROR,
  },
];

const BY_CITATION = new Map(OVERRULED_DECISIONS.map((row) => [row.citation, row]));

/** The table's row for a U.S. Reports citation ('410 U.S. 113'), or null. */
export const overruledDecision = (citation: string): OverruledDecision | null => BY_CITATION.get(citation) ?? null;
