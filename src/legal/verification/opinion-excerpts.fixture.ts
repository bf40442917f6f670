/**
 * Short excerpts of U.S. Supreme Court opinions (public domain), copied exactly as they appear in the reference data
 * files under ../shared/data/scotus, with the flaws those files carry; lines are joined with the files' line breaks.
 */

/** Roe v. Wade, 410 U.S. 113, 116–18 (1973): bracketed page numbers, [Footnote n] references, straight quotes. */
export const ROE_V_WADE = [
  'Our task, of course, is to resolve the issue by constitutional',
  'measurement, free of emotion and of predilection. We seek earnestly',
  'to do this, and, because we do, we',
  '',
  '[117]',
  '',
  'have inquired into, and in this opinion place some emphasis',
  'upon, medical and medical-legal history and what that history',
  'reveals about man\'s attitudes toward the abortion procedure over',
  'the centuries. We bear in mind, too, Mr. Justice Holmes\' admonition',
  'in his now-vindicated dissent in Lochner v. New York,',
  '198 U. S. 45, 76',
  '(1905):',
  '',
  '"[The Constitution] is made for people of fundamentally',
  'differing views, and the accident of our finding certain opinions',
  'natural and familiar or novel and even shocking ought not to',
  'conclude our judgment upon the question whether statutes embodying',
  'them conflict with the Constitution of the United States."',
  'I',
  '',
  'The Texas statutes that concern us here are Arts. 1191-1194 and',
  '1196 of the State\'s Penal Code. [Footnote 1] These make it a crime to "procure an',
  'abortion," as therein',
  '',
  '[118]',
  '',
  'defined, or to attempt one, except with respect to "an abortion',
  'procured or attempted by medical advice for the purpose of saving',
  'the life of the mother." Similar statutes are in existence in a',
  'majority of the States. [Footnote',
  '2]',
].join('\n');

/** United States v. Nixon, 418 U.S. 683, 686–87 (1974): a Justia page marker in mid-sentence. */
export const UNITED_STATES_V_NIXON = [
  'We granted both the United States\' petition',
  'for certiorari before judgment (No. 7 1766), [Footnote 1] and also the President\'s',
  'cross-petition for certiorari',
  '',
  'Page 418 U. S. 687',
  '',
  'before judgment (No. 73-1834), [Footnote 2] because of the public importance of the issues',
  'presented and the need for their prompt resolution. 417 U.S. 927',
  'and 960 (1974).',
].join('\n');

/** Bowers v. Hardwick, 478 U.S. 186, 190–91 (1986): a Justia page marker in mid-sentence. */
export const BOWERS_V_HARDWICK = [
  'Accepting the decisions in these cases and the above description',
  'of them, we think it evident that none of the rights announced in',
  'those cases bears any resemblance to the',
  '',
  'Page 478 U. S. 191',
  '',
  'claimed constitutional right of homosexuals to engage in acts of',
  'sodomy that is asserted in this case. No connection between family,',
  'marriage, or procreation, on the one hand, and homosexual activity,',
  'on the other, has been demonstrated, either by the Court of Appeals',
  'or by respondent.',
].join('\n');

/**
 * Young v. United Parcel Service, Inc., 575 U.S. 206 (2015) (Alito, J., concurring in the judgment): curly quotes,
 * an ellipsis and a bracket in the court's own quotation, words hyphenated mid-line ('discrimina-tion').
 */
export const YOUNG_V_UPS_CONCURRENCE = [
  'As originally enacted, Title VII of the Civil Rights Act of',
  '1964,42 U. S. C. §2000e–2(a)(1), made it an unlawful employment',
  'practice to discriminate “because of [an] in-dividual’s . . . sex”',
  'but made no mention of discrimina-tion because of pregnancy. In',
  'General Elec. Co. v. Gilbert,429 U. S. 125–140',
  '(1976), this Court held that Title VII did not reach pregnancy',
  'discrimination. Congress responded by enacting the Pregnancy',
  'Discrimination Act (PDA), which added subsection (k) to a',
  'definitional provision, §2000e. Subsection (k) contains two',
  'clauses. The first is straightforward; the second is not.',
].join('\n');

/** Direct Marketing Ass'n v. Brohl, 575 U.S. 1 (2015): a citation glued to a closing quotation mark. */
export const DIRECT_MARKETING_V_BROHL = [
  'The AIA provides in relevant part that “no suit for the',
  'purpose of restraining the assessment or collection of any tax',
  'shall be maintained in any court by any person.”26',
  'U. S. C. §7421(a).',
].join('\n');

/**
 * Eastman Kodak Co. v. Image Technical Services, Inc., 504 U.S. 451 (1992) (Scalia, J., dissenting): a page number
 * and its running head inside a word hyphenated across the page break.
 */
export const EASTMAN_KODAK_DISSENT = [
  'In my view, if the interbrand market is vibrant, it is simply',
  'not necessary to enlist § 2\'s machinery to police a seller\'s',
  'intrabrand restraints. In such circumstances, the interbrand market',
  'functions as an infinitely more efficient and more precise',
  'corrective to such behavior, rewarding the seller whose intrabrand',
  'restraints enhance consumer welfare while punishing the seller',
  'whose control of the after markets is viewed unfavorably by',
  'interbrand consumers. See Business Electronics Corp., supra,',
  'at 725; Continental T. V:, Inc., supra, at 52, n. 19,',
  '54. Because this case comes to us on the as-',
  '',
  '504',
  '',
  'SCALIA, J., dissenting',
  '',
  'sumption that Kodak is without such interbrand power, I believe',
  'we are compelled to reverse the judgment of the Court of Appeals.',
].join('\n');

/** NLRB v. Health Care & Retirement Corp. of America, 511 U.S. 571 (1994), dissent: a footnote number glued on. */
export const NLRB_V_HEALTH_CARE_DISSENT = [
  'If any person who may use independent',
  'judgment to assign tasks to others or direct their work is a',
  'supervisor, then few professionals employed by organizations',
  'subject to the Act will receive its protections.17 The',
].join('\n');

/**
 * Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986): the opening of its syllabus, then the opinion of the Court's
 * heading and two passages (pages 248 and 249), each copied exactly; the text between them is left out.
 */
export const ANDERSON_V_LIBERTY_LOBBY = [
  'Syllabus',
  '',
  '(a) Summary judgment will not lie if the dispute about a\nmaterial fact is "genuine," that is, if the evidence is such that a\nreasonable jury could return a verdict for the nonmoving party. At\nthe summary judgment stage, the trial judge\'s function is not\nhimself to weigh the evidence and\n\nPage 477 U. S. 243\n\ndetermine the truth of the matter, but to determine whether\nthere is a genuine issue for trial. There is no such issue unless\nthere is sufficient evidence favoring the nonmoving party for a\njury to return a verdict for that party. In essence, the inquiry is\nwhether the evidence presents a sufficient disagreement to require\nsubmission to a jury, or whether it is so one-sided that one party\nmust prevail as a matter of law. Pp. 477 U. S.\n247-252.',
  '',
  'Page 477 U. S. 244',
  '',
  'JUSTICE WHITE delivered the opinion of the Court.',
  '',
  'Page 477 U. S. 248',
  '',
  'As to materiality, the substantive law will identify which facts\nare material. Only disputes over facts that might affect the\noutcome of the suit under the governing law will properly preclude\nthe entry of summary judgment. Factual disputes that are irrelevant\nor unnecessary will not be counted.',
  '',
  'Page 477 U. S. 249',
  '',
  'Our prior decisions may not have uniformly recited the same\nlanguage in describing genuine factual issues under Rule 56, but it\nis clear enough from our recent cases that at the summary judgment\nstage the judge\'s function is not himself to weigh the evidence and\ndetermine the truth of the matter, but to determine whether there\nis a genuine issue for trial. As Adickes, supra, and\nCities Service, supra, indicate, there is no issue for\ntrial unless there is sufficient evidence favoring the nonmoving\nparty for a jury to return a verdict for that party.',
].join('\n');
