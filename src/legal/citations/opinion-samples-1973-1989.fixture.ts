import type { OpinionSample } from './opinion-samples.fixture';

/** Excerpts of opinions-1973-1989.jsonl.gz, mostly Justia texts with page markers and repeated link text. */
export const OPINION_SAMPLES_1973_1989: readonly OpinionSample[] = [
  {
    source: 'New York v. Belton, 453 U.S. 454',
    text: 'Because of this disposition of the case, there is no need here\nto consider whether the search and seizure were permissible under\nthe so-called "automobile exception." Chambers v. Maroney,\n399 U. S. 42;\nCarroll v. United States, 267 U.\nS. 132.',
    expected: ['case Chambers v. Maroney, 399 U.S. 42', 'case Carroll v. United States, 267 U.S. 132'],
  },
  {
    source: 'UVALDE CONSOLIDATED INDEPENDENT SCHOOL DIST. v. U.S., 451 U.S. 1002',
    text: 'The guarantees of 1973b(f)(2) assure against any denial or\nabridgment of the right to vote because the voter is a member of a\nlanguage minority group. Congress enacted this amendment to 2\npursuant to its power to enforce the guarantees of both the\nFourteenth and Fifteenth Amendments. 42 U.S.C. 1973b(f)(1).',
    expected: ['statute 42 U.S.C. § 1973b(f)(1)'],
  },
  {
    source: 'Trimble v. Gordon, 430 U.S. 762',
    text: 'Appellees endorse the reasoning of the Illinois Supreme Court,\nand suggest additional justifications for the statute. In weighing\nthe constitutional sufficiency of these justifications, we are\nguided by our previous decisions involving equal protection\nchallenges to laws discriminating on the basis of illegitimacy.\n[Footnote 11] "[T]his Court\nrequires, at a minimum, that a statutory classification bear some\nrational relationship to a legitimate state purpose."\nWeber v.\nAetna\nPage 430 U. S. 767\nCasualty & Surety Co., 406 U.\nS. 164, 172 (1972). In this context, the standard just\nstated is a minimum; the Court sometimes requires more.',
    expected: ['case Weber v. Aetna Casualty & Surety Co., 406 U.S. 164, 172 (1972)'],
  },
  {
    source: 'NFU Ins. Cos. v. Crow Tribe, 471 U.S. 845',
    text: 'Escondido Mutual Water Co. v. La Jolla Bands of Mission\nIndians, 466 U. S. 765,\n466 U. S. 788,\nn. 30 (1984) ("[A]ll aspects of Indian sovereignty are subject to\ndefeasance by Congress"); Rice v. Rehner, 463 U.\nS. 713, 463 U. S. 719\n(1983); White Mountain Apache Tribe v. Bracker,\n448 U. S. 136,\n448 U. S. 143\n(1980); United States v. Wheeler, 435 U.S. at 435 U. S.\n323.',
    expected: [
      'case Escondido Mutual Water Co. v. La Jolla Bands of Mission Indians, 466 U.S. 765, 788 n.30 (1984)',
      'case Rice v. Rehner, 463 U.S. 713, 719 (1983)',
      'case White Mountain Apache Tribe v. Bracker, 448 U.S. 136, 143 (1980)',
      'short 435 U.S. at 323',
    ],
  },
  {
    source: 'Roberts v. Louisiana, 428 U.S. 325',
    text: 'under the Eighth Amendment, which must be construed and applied\nto reflect the evolving moral standards of the country. Trop v.\nDulles, supra at 356 U. S. 111;\nWeems v. United States, 217 U. S. 349,\n217 U. S. 378\n(1910). That argument, whether or not accurate at that time, when\nmeasured by the manner in which the death penalty was being\nadministered under the then-prevailing statutory schemes, is no\nlonger descriptive of the country\'s attitude. Since the judgment in\nFurman, Congress and 35 state legislatures reenacted the\ndeath penalty for one or more crimes. [Footnote 2/5] All of these States authorize the\ndeath',
    expected: ['supra Trop v. Dulles at 111', 'case Weems v. United States, 217 U.S. 349, 378 (1910)'],
  },
  {
    source: 'Zablocki v. Redhail, 434 U.S. 374',
    text: 'When a State allocates benefits or burdens, it may have valid\nreasons for treating married and unmarried persons differently.\nClassification based on marital status has been an accepted\ncharacteristic of tax legislation, Selective Service rules, and\nSocial Security regulations. As cases like Jobst\ndemonstrate, such laws may "significantly interfere with decisions\nto enter into the marital relationship." Ante at\n434 U. S. 386.\nThat kind of interference, however, is not a sufficient reason for\ninvalidating every law reflecting a legislative judgment that there\nare relevant differences between married persons as a class and\nunmarried persons as a class. [Footnote\n4/1]',
    expected: [],
  },
  {
    source: 'Baldwin v. Fish & Game Comm\'n of Montana, 436 U.S. 371',
    text: 'The Privileges and Immunities Clause originally was not isolated\nfrom the Commerce Clause, now in the Constitution\'s Art. I, § 8. In\nthe Articles of Confederation, where both Clauses have their\nsource, the two concepts were together in the fourth Article.\n[Footnote 17] See Austin\nv. New Hampshire, 420 U. S. 656,\n420 U. S.\n660-661 (1975); Lemmon v. People, 20 N.Y. 562,\n627 (1860) (opinion of Wright, J.). Their separation may have been\nan assurance against an anticipated narrow reading of',
    expected: [
      'case Austin v. New Hampshire, 420 U.S. 656, 660–661 (1975)',
      'case Lemmon v. People, 20 N.Y. 562, 627 (1860)',
    ],
  },
  {
    source: 'GRECO v. ORANGE MEMORIAL HOSPITAL CORPORATION, 423 U.S. 1000',
    text: 'The Board of Directors, on recommendation of the medical staff,\nadopted in early 1973 a policy against the performance of\n\'elective\' abortions at the hospital. As a result, petitioner was\nunable to accommodate patients who sought his services for that\npurpose. Petitioner then brought suit under 42 U.S.C. 1983 against,\ninter',
    expected: ['statute 42 U.S.C. § 1983'],
  },
  {
    source: 'DUDLEY v. STUBBS, 489 U.S. 1034',
    text: 'The Court of Appeals noted that there was evidence that the\nprison\'s Muslim population had engaged in a "sit down strike" on\nthe day of the incident, but found that "the situation apparently\ncreated no unusual threat to prison security." Id., at 86, n.\n3.',
    expected: ['id at 86 n.3'],
  },
  {
    source: 'Taylor v. Hayes, 418 U.S. 488',
    text: 'This procedure does not square with the Due Process Clause of\nthe Fourteenth Amendment. We are not concerned here with the trial\njudge\'s power, for the purpose of maintaining order in the\ncourtroom, to punish summarily and without notice or hearing\ncontemptuous conduct committed in his presence and observed by him.\nEx parte Terry, 128 U. S. 289\n(1888). The usual justification of necessity, see Offutt v.\nUnited States, 348 U. S. 11,\n348 U. S. 14\n(1954), is not nearly so cogent when final adjudication and\nsentence are postponed until after trial. [Footnote 6] Our decisions',
    expected: ['case Ex parte Terry, 128 U.S. 289 (1888)', 'case Offutt v. United States, 348 U.S. 11, 14 (1954)'],
  },
  {
    source: 'Andrus v. Charlestone Stone Products Co., 436 U.S. 604',
    text: 'The Secretary\'s complaint also named two other claims, numbered\n12A and 13A, that were located by respondent in 1961. Since\nlocation occurred after the relevant 1955 date, the Administrative\nLaw Judge held these claims invalid. His decision regarding Claims\n12A and 13A was upheld by both the IBLA, 9 I.B.L.A. at 106, and the\nDistrict Court, App. to Pet. for Cert. 25a, and was not contested\nin the Court of Appeals, see 553 F.2d 1209, 1210 n. 1 (CA9\n1977).',
    expected: ['short 9 I.B.L.A. at 106', 'case 553 F.2d 1209, 1210 n.1 (CA9 1977)'],
  },
  {
    source: 'United States v. Louisiana, 485 U.S. 88',
    text: '2. Because Mississippi\'s presently pending objections do not\nrelate to Mississippi Sound nor contest the validity of that\nSound\'s closing lines recommended by the Master, all parties are in\nagreement as to that Sound and its boundary. P. 485 U. S.\n92.',
    expected: [],
  },
  {
    source: 'Watt v. Alaska, 451 U.S. 259',
    text: 'The Secretary and the Kenai Borough rely primarily on the "plain\nlanguage" of § 401(a) of the Wildlife Refuge Revenue Sharing Act.\nThey contend that it provides without ambiguity that mineral\nresources from all national wildlife refuges be distributed\naccording to the formula described in § 401(a) of the Act. As\ncurrently phrased, § 401(a) provides:',
    expected: [],
  },
  {
    source: 'Baldwin County Welcome Center v. Brown, 466 U.S. 147',
    text: 'The majority, in summarily reversing the judgment below, does\nnot believe it is our duty to examine the record to discover\ngrounds to uphold the judgment below. Yet 28 U.S.C. § 2111\ncommands:',
    expected: ['statute 28 U.S.C. § 2111'],
  },
  {
    source: 'Pennzoil Co. v. Texaco, Inc., 481 U.S. 1',
    text: 'should Texaco decide to take that step as a result of the\nadverse Texas judgment. Tr. of Oral Arg. 28, 29-30. Venue in\nactions not solely predicated upon diversity of citizenship is\ngoverned by 28 U.S.C. § 1391(b), which provides that venue is\nproper "only in the judicial district where all defendants reside,\nor in which the claim arose, except as otherwise provided by law."\nAs we have said,',
    expected: ['statute 28 U.S.C. § 1391(b)'],
  },
  {
    source: 'Kentucky v. Stincer, 482 U.S. 730',
    text: 'Court acknowledges, however, respondent also claims a right\nindependently grounded in the Fourteenth Amendment\'s Due Process\nClause to attend any trial proceeding in which his presence "has a\nrelation, reasonably substantial, to the fulness of his opportunity\nto defend against the charge," Snyder v. Massachusetts,\n291 U. S. 97,\n291 U. S.\n105-106, (1934). Ante at 482 U. S. 745;\nsee also Faretta, supra, at 422 U. S. 819,\nn. 15. That the competency hearing in this case bore a reasonably\nsubstantial relation to respondent\'s defense can hardly be doubted.\nAs the Court correctly acknowledges,',
    expected: ['case Snyder v. Massachusetts, 291 U.S. 97, 105–106 (1934)', 'supra Faretta at 819 n.15'],
  },
  {
    source: 'THEVIS v. U.S., 418 U.S. 932',
    text: 'I adhere to my dissent in United States v. Orito, 413 U.S.\n139, 147, in which, speaking of 18 U.S.C. 1462, I expressed the\nview that \'[w]hatever the extent of the Federal Government\'s power\nto bar the distribution of allegedly obscene material to juveniles\nor the offensive exposure of such material to unconsenting adults,\nthe statute before us is clearly overbroad and unconstitutional on\nits face.\' Id., at 147-148. For the reasons stated in my dissent in\nMiller v. California, 413 U.S.\n15, 47 (1973 ), I would therefore grant certiorari, and, since\nthe judgments of the Court of Appeals for the Fifth Circuit were\nrendered after Orito, reverse.\'*',
    expected: [
      'case United States v. Orito, 413 U.S. 139, 147',
      'statute 18 U.S.C. § 1462',
      'id at 147–148',
      'case Miller v. California, 413 U.S. 15, 47 (1973)',
    ],
  },
  {
    source: 'Oregon v. Bradshaw, 462 U.S. 1039',
    text: 'Both Justices agree in one respect. They view the "initiation"\nquestion as the first step of a two-step analysis, the second step\nbeing the application of the Zerbst standard that requires\nexamination of the "totality of the circumstances." Johnson v.\nZerbst, 304 U. S. 458,\n304 U. S.\n464(1938). JUSTICE MARSHALL puts it this way:',
    expected: ['case Johnson v. Zerbst, 304 U.S. 458, 464 (1938)'],
  },
];
