import type { CitationFixture } from './citations.fixture';

/** Mixed passages, text that only looks like a citation, and the known gaps. */
export const PASSAGE_AND_TRAP_FIXTURES: readonly CitationFixture[] = [
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

  {
    text: 'See Nken v. Holder, 556 U.S. 418, 434 (2009); Winter v. NRDC, Inc., 555 U.S. 7, 20 (2008); Lee v. City of Los Angeles, 250 F.3d 668, 688 (9th Cir. 2001).',
    expected: ['case Nken v. Holder, 556 U.S. 418, 434 (2009)', 'case Winter v. NRDC, Inc., 555 U.S. 7, 20 (2008)', 'case Lee v. City of Los Angeles, 250 F.3d 668, 688 (9th Cir. 2001)'],
  },
  {
    text: 'See, e.g ., Haskins v. Virginia, 484 U.S. 1037 (1988 )\n(WHITE, J., dissenting); Kerr v. Finkbeiner, 474 U.S. 929 (1985)\n(WHITE, J., dissenting).',
    expected: ['case Haskins v. Virginia, 484 U.S. 1037 (1988)', 'case Kerr v. Finkbeiner, 474 U.S. 929 (1985)'],
  },
  {
    text: 'Escondido Mutual Water Co. v. La Jolla Bands of Mission\nIndians, 466 U. S. 765,\n466 U. S. 788,\nn. 30 (1984); Rice v. Rehner, 463 U.\nS. 713, 463 U. S. 719\n(1983); United States v. Wheeler, 435 U.S. at 435 U. S.\n323.',
    expected: ['case Escondido Mutual Water Co. v. La Jolla Bands of Mission Indians, 466 U.S. 765, 788 n.30 (1984)', 'case Rice v. Rehner, 463 U.S. 713, 719 (1983)', 'short 435 U.S. at 323'],
  },
  {
    text: 'I adhere to my dissent in United States v. Orito, 413 U.S.\n139, 147, in which, speaking of 18 U.S.C. 1462, I said so. Id., at 147-148. See Miller v. California, 413 U.S.\n15, 47 (1973 ).',
    expected: ['case United States v. Orito, 413 U.S. 139, 147', 'statute 18 U.S.C. § 1462', 'id at 147–148', 'case Miller v. California, 413 U.S. 15, 47 (1973)'],
  },
  {
    text: 'The motion cited Cal. Civ. Proc. Code § 425.16, Baral v. Schnitt, 1 Cal. 5th 376, 384 (2016), and Fed. R. Civ. P. 12(b)(6). Id. at 385.',
    expected: ['state-statute Cal. Civ. Proc. Code § 425.16', 'case Baral v. Schnitt, 1 Cal. 5th 376, 384 (2016)', 'rule Fed. R. Civ. P. 12(b)(6)', 'id at 385'],
  },
  {
    text: 'The Privileges and Immunities Clause appears in Art. I, § 8. See Austin\nv. New Hampshire, 420 U. S. 656,\n420 U. S.\n660-661 (1975).',
    expected: ['case Austin v. New Hampshire, 420 U.S. 656, 660–661 (1975)'],
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
  // A constitutional provision, not a case in a 'U.S.' reporter.
  { text: 'The U.S. Const. art. I, § 8.', expected: ['constitution U.S. Const. art. I, § 8'] },
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
  { text: 'Call 555-123-4567 or (212) 555-0100 before 5 p.m.', expected: [] },
  { text: 'The settlement paid $1,500,000 on 3/4/2021 and $25,000 in 2022.', expected: [] },
  { text: 'On January 5, 2021, at 10 a.m., the hearing began.', expected: [] },
  { text: 'Section 230 of the Communications Decency Act shields hosts.', expected: [] },
  { text: 'a claim under section 1983 of title 42', expected: [] },
  { text: 'See § 1983; §§ 10761 and 10762.', expected: [] },
  { text: 'The vote was 5-4, and 410 to 12 in the House.', expected: [] },
  { text: 'at pages 113-120 of volume 410', expected: [] },
  { text: 'Doe v. Roe, No. 21-cv-1234 (S.D.N.Y. 2021).', expected: ['docket Doe v. Roe, No. 21-cv-1234 (S.D.N.Y. 2021)'] },
  { text: 'ECF No. 45, at 3; Tr. of Oral Arg. 28, 29-30.', expected: [] },
  { text: 'U. S. Patent Nos. 5,352,605 and RE39,247E; Supp. App. SA1–21.', expected: [] },
  { text: 'the 35 U.S. troops and 12 U.S. Attorneys', expected: [] },
  { text: 'his ID card and idem sonans', expected: [] },
  { text: 'Form 1040, Schedule C, line 31', expected: [] },
  { text: 'a 2-1 panel of the 9th Cir. in 2019', expected: [] },
  { text: 'the Michigan statute imposing the $100 fee. MCL §478.2(2) (West 2002).', expected: [] },
  { text: 'Roe v. Wade, 410 U.S. 113, 116 (1973).\nPage 410 U. S. 117\nThe Court', expected: ['case Roe v. Wade, 410 U.S. 113, 116 (1973)'] },
  { text: 'consistent with Katz,\nPage 442 U. S. 748', expected: [] },
  { text: 'see 485\nU.S. 717fn2/15|>n. 15, supra, and accompanying text', expected: [] },
  { text: 'Infra Part IV; see supra Part II.A.', expected: [] },
  { text: 'Textron Lycoming Reciprocating Engine Div., AVCO Corp. v. Automobile Workers, 523 U. S. 653, 657 (1998).', expected: ['case Textron Lycoming Reciprocating Engine Div., AVCO Corp. v. Automobile Workers, 523 U.S. 653, 657 (1998)'] },

  // Known gaps, kept so the figures stay honest.
  { text: 'Smith v. Jones, 590 U.S. ___ (2020).', expected: ['slip Smith v. Jones, 590 U.S. ___ (2020)'] },
  { text: 'The Court’s opinion in Biden v.\nNebraska, ___ U. S. ___ (2023), recounts it.', expected: ['slip Biden v. Nebraska, ___ U.S. ___ (2023)'] },
  { text: 'See Dobbs v. Jackson Women’s Health Organization, 597 U. S. ___, ___ (2022).', expected: ['slip Dobbs v. Jackson Women’s Health Organization, 597 U.S. ___ (2022)'] },
  { text: 'Is Martinez v. Board of Regents, 505 U.S. 901 (1992) still good law?', expected: ['case Martinez v. Board of Regents, 505 U.S. 901 (1992)'] },
  { text: 'Does Roe v. Wade, 410 U.S. 113 (1973) apply here?', expected: ['case Roe v. Wade, 410 U.S. 113 (1973)'] },
  { text: 'Fill in the blank: ____ and ____ (2020) are due.', expected: [] },
  { text: 'the Jones Act, 46 U. S. C.\nApp. § 688', expected: ['statute 46 U.S.C. App. § 688'] },
];
