import type { OpinionSample } from './opinion-samples.fixture';

/** Excerpts of opinions-1990-2024.jsonl.gz, with the slip-opinion style of recent terms. */
export const OPINION_SAMPLES_1990_2024: readonly OpinionSample[] = [
  {
    source: 'Carr v. Fife, 156 U.S. 494 (decided 1895; the file says 1995)',
    text: 'Of course, in the absence of fraud and imposition, the findings\nand decision of the land office cannot be reviewed as to the facts\ninvolved, and the court below would not have been warranted in\ninterfering with the title of the patentee and his vendees. Lee\nv. Johnson, 116 U. S. 48.',
    expected: ['case Lee v. Johnson, 116 U.S. 48'],
  },
  {
    source: 'Rivet v. Regions Bank of La., 522 U.S. 470',
    text: 'In federal court, petitioners filed a motion to remand and\nrespondents moved for summary judgment. The District Court denied\nthe remand motion. Relying on the Fifth Circuit\'s decision in\nCarpenter v. Wichita Falls Independent School Dist.,\n44 F.3d\n362 (1995), the District Court held that removal was properly\npredicated on the preclusive effect of the 1986 Bankruptcy Court\norders. The court then granted summary judgment to the Bank and FSA\non the ground that the Bankruptcy Court\'s adjudication barred\npetitioners\' suit. The District Court also granted summary judgment\nto the Browns, ruling that petitioners failed to state a claim\nagainst them.',
    expected: ['case Carpenter v. Wichita Falls Independent School Dist., 44 F.3d 362 (1995)'],
  },
  {
    source: 'Comptroller of Treasury of Md. v. Wynne, No. 13-485',
    text: 'Maryland also taxes the income of nonresidents.\nThis tax has two parts. First, nonresidents must pay the “state”\nincome tax on all the income that they earn from sources within\nMaryland. §§10–105(d) (Supp. 2014), 10–210 (2010). Second,\nnonresidents not subject to the county tax must pay a “special\nnonresident tax” in lieu of the “county” tax. §10–106.1;\nFrey, supra, at 125–126, 29 A. 3d, at 483. The\n“special nonresident tax” is levied on income earned from sources\nwithin Maryland, and its rate is “equal to the lowest county income\ntax rate set by any Maryland county.” §10–106.1. Maryland does not\ntax the income that nonresidents earn from sources outside\nMaryland. See §10–210.',
    expected: ['supra Frey at 125–126', 'short 29 A.3d at 483'],
  },
  {
    source: 'Puckett v. United States, 556 U.S. 129, dissent',
    text: 'Petitioner’s situation does not\nexcite sympathy, but the Court’s holding will stand for a rule in\ncircumstances less peculiar than those here. I disagree with my\ncolleagues with respect to the interest at stake for a criminal\ndefendant in a case like this, and I respectfully dissent.',
    expected: [],
  },
  {
    source: 'Department of Energy v. Ohio, 503 U.S. 607',
    text: 'To conclude otherwise is to resort to "ingenuity to create\nambiguity" that simply does not exist in this statute.\nRothschild v. United States, 179 U. S. 463, 465\n(1900).',
    expected: ['case Rothschild v. United States, 179 U.S. 463, 465 (1900)'],
  },
  {
    source: 'Mid-Con Freight Systems, Inc. v. Michigan Pub. Serv. Comm\'n, 545 U.S. 440',
    text: 'The second legal question\ninvolves the Michigan statute imposing the $100 fee on\nMichigan-plated trucks operating entirely in interstate commerce.\nMCL §478.2(2) (West 2002). Do the requirements set forth in that\nstatute concern the SSRS statute’s subject matter? We think that\nthey do not.',
    expected: [],
  },
  {
    source: 'Comcast Corp. v. National Association of African-American Owned Media, No. 18-1171, concurrence',
    text: 'I join the Court’s opinion requiring a plaintiff\nwho sues under 42 U. S. C. §1981 to plead and prove race\nwas a but-for cause of her injury.[1] In support of that holding, Comcast advances a narrow\nview of §1981’s scope. Section 1981’s guarantee of “the same right\n. . . to make . . . contracts,” Comcast urges,\ncovers only the final decision whether to enter a contract, not\nearlier stages of the contract-formation process.',
    expected: ['statute 42 U.S.C. § 1981'],
  },
  {
    source: 'FCC v. AT&T Inc., 562 U.S. 397',
    text: 'Regardless of whether “personal” can carry a\nspecial meaning in legal usage, “when interpreting a statute … we\nconstrue language … in light of the terms surrounding it.”\nLeocal v. Ashcroft, 543 U. S. 1, 9 (2004).\nExemption 7(C) refers not just to the word “personal,” but to the\nterm “personal privacy.” §552(b)(7)(C); cf. Textron Lycoming\nReciprocating Engine Div., AVCO Corp. v. Automobile\nWorkers, 523 U.\nS. 653, 657 (1998) (“It is not the meaning of ‘for’ we are\nseeking here, but the meaning of ‘[s]uits for violation of\ncontracts’ ”). AT&T’s effort to attribute a special legal\nmeaning to the word “personal” in this particular context is wholly\nunpersuasive.',
    expected: [
      'case Leocal v. Ashcroft, 543 U.S. 1, 9 (2004)',
      'case Textron Lycoming Reciprocating Engine Div., AVCO Corp. v. Automobile Workers, 523 U.S. 653, 657 (1998)',
    ],
  },
  {
    source: 'Northwest, Inc. v. Ginsberg, 572 U.S. 273',
    text: 'Federal law also\nprovides protection for frequent flyer program participants.\nCongress has given the Department of Transportation (DOT) the\ngeneral authority to prohibit and punish unfair and deceptive\npractices in air transportation and in the sale of air\ntransportation, 49 U. S. C. §41712(a), and Congress\nhas specifically authorized the DOT to investigate complaints\nrelating to frequent flyer programs. See FAA Modernization\nandReform Act of 2012, §408(6), 126Stat. 87. Pursuant to these\nprovisions, the DOT regularly entertains and acts on such\ncomplaints.[3]',
    expected: ['statute 49 U.S.C. § 41712(a)'],
  },
  {
    source: 'Hilton v. South Carolina Public Railways Comm\'n, 502 U.S. 197',
    text: 'To recover for his injuries, petitioner first filed a FELA\naction in United States District Court. That case was pending when\nwe announced our decision in Welch v. Texas Dept. of\nHighways and Public Transportation, 483 U. S. 468 (1987),\nwhich held that the Jones Act, § 33, 41 Stat. 1007, 46 U. S. C.\nApp. § 688, does not abrogate the States\' Eleventh Amendment\nimmunity. The Jones Act incorporates the remedial scheme of FELA;\nand, based on his understanding that Eleventh Amendment immunity\nfrom Jones Act suits would apply as well to FELA, petitioner\ndismissed his',
    expected: [
      'case Welch v. Texas Dept. of Highways and Public Transportation, 483 U.S. 468 (1987)',
      'statute 46 U.S.C. App. § 688',
    ],
  },
  {
    source: 'Snyder v. Phelps, 562 U.S. 443, concurrence',
    text: 'I agree with the Court and join\nits opinion. That opinion restricts its analysis here to the matter\nraised in the petition for certiorari, namely, Westboro’s picketing\nactivity. The opinion does not examine in depth the effect of\ntelevision broadcasting. Nor does it say anything about Internet\npostings. The Court holds that the First Amendment protects the\npicketing that occurred here, primarily because the picketing\naddressed matters of “public concern.”',
    expected: [],
  },
  {
    source: 'National Association of Manufacturers. v. Department of Defense, No. 16-299',
    text: 'The second avenue for judicial review covers\nfinal EPA actions falling outside the scope of §1369(b)(1). Those\nactions are typically governed by the APA.[3] Under the APA, an aggrieved party may file suit in a\nfederal district court to obtain review of any “final agency action\nfor which there is no other adequate remedy in a court.” See 5\nU. S. C. §704. Those suits generally must be filed within\nsix years after the claim accrues. 28 U. S. C.\n§2401(a).',
    expected: ['statute 5 U.S.C. § 704', 'statute 28 U.S.C. § 2401(a)'],
  },
  {
    source: 'Medellín v. Dretke, 544 U.S. 660, dissent',
    text: 'For one thing, Medellín’s legal argument that\n“American courts are now bound to follow the ICJ’s decision in\nAvena” is substantial, and the Fifth Circuit erred in\nholding the contrary. Ante, at 11 (O’Connor, J.,\ndissenting); see 371 F. 3d 270, 279–280 (2004). By vacating\nits judgment and remanding the case, we would remove from the books\nan erroneous legal determination that we granted certiorari to\nreview.',
    expected: ['case 371 F.3d 270, 279–280 (2004)'],
  },
  {
    source: 'Bittner v. United States, No. 21-1195',
    text: 'Doubtless, the government’s guidance documents\ndo not control our analysis and cannot displace our independent\nobligation to interpret the law. But this Court has long said that\ncourts may consider the consistency of an agency’s views when we\nweigh the persuasiveness of any interpretation it proffers in\ncourt. Skidmore v. Swift & Co., 323 U.S.\n134, 140 (1944). Here, the government has repeatedly issued\nguidance to the public at odds with the interpretation it now asks\nus to adopt. And surely that counts as one more reason yet to\nquestion whether its current position represents the best view of\nthe law.[5]',
    expected: ['case Skidmore v. Swift & Co., 323 U.S. 134, 140 (1944)'],
  },
  {
    source: 'Delaware v. New York, 507 U.S. 490',
    text: 'State of "the creditor\'s last known address as shown by the\ndebtor\'s books and records." Texas, supra, at 680-681.\nFinally, if the primary rule fails because the debtor\'s records\ndisclose no address for a creditor or because the creditor\'s last\nknown address is in a State whose laws do not provide for escheat,\nthe secondary rule awards the right to escheat to the State in\nwhich the debtor is incorporated. These rules arise from our\n"authority and duty to determine for [ourselves] all questions that\npertain" to a controversy between States, Kentucky v.\nIndiana, 281\nU. S. 163, 176 (1930), and no State may supersede them by\npurporting to prescribe a different priority under state law.',
    expected: ['supra Texas at 680–681', 'case Kentucky v. Indiana, 281 U.S. 163, 176 (1930)'],
  },
  {
    source: 'Erlinger v. United States, No. 23-370',
    text: 'Mr. Erlinger protested. He maintained that his\ndecades-old burglaries had not occurred on four separate occasions\nbut during a single criminal episode, all of which meant he still\nlacked the three prior offenses ACCA requires. Id., at 20.\nMore than that, Mr. Erlinger argued, the question whether he\ncommitted his prior burglaries during a single episode or on\ndistinct occasions required an assessment of the facts surrounding\nthose offenses. Id., at 22–23. And, he contended, the Fifth\nand Sixth Amendments entitled him to have a jury make that\nassessment. Id., at 23.',
    expected: ['id at 20', 'id at 22–23', 'id at 23'],
  },
  {
    source: 'Beard v. Kindler, 558 U.S. 53',
    text: 'Kindler then sought federal habeas relief. The\nDistrict Court determined that the fugitive forfeiture rule did not\nprovide an adequate basis to bar federal review of Kindler’s habeas\nclaims. 291 F. Supp. 2d, at 340–343. The District Court then\nproceeded to address the merits, granting Kindler’s petition on the\ngrounds that he was sentenced based on jury instructions that were\nunconstitutional under Mills v. Maryland,\n486 U. S. 367\n(1988), and that the prosecutor improperly introduced an\naggravating factor at sentencing. 291 F. Supp. 2d, at 346–351,\n357–358. The court rejected Kindler’s ineffective assistance of\ncounsel claim. Id., at 356.',
    expected: [
      'short 291 F. Supp. 2d at 340–343',
      'case Mills v. Maryland, 486 U.S. 367 (1988)',
      'short 291 F. Supp. 2d at 346–351, 357–358',
      'id at 356',
    ],
  },
  {
    source: 'Maislin Indus. v. Primary Steel, 497 U.S. 116',
    text: 'strict adherence to §§ 10761 and 10762 as embodied in the filed\nrate doctrine has become an anachronism in the wake of the MCA, it\nis the responsibility of Congress to modify or eliminate these\nsections.',
    expected: [],
  },
  {
    source: 'Bowman v. Monsanto Co., 569 U.S. 278',
    text: 'Respondent Monsanto invented a genetic\nmodification that enables soybean plants to survive exposure to\nglyphosate, the active ingredient in many herbicides (including\nMonsanto’s own Roundup). Monsanto markets soybean seed containing\nthis altered genetic material as Roundup Ready seed. Farmers\nplanting that seed can use a glyphosate-based herbicide to kill\nweeds without damaging their crops. Two patents issued to Monsanto\ncover various aspects of its Roundup Ready technology, including a\nseed in-corporating the genetic alteration. See Supp. App. SA1–21\n(U. S. Patent Nos. 5,352,605 and RE39,247E); see also 657 F.3d\n1341, 1343–1344 (CA Fed. 2011).',
    expected: ['case 657 F.3d 1341, 1343–1344 (CA Fed. 2011)'],
  },
  {
    source: 'Begier v. IRS, 496 U.S. 53',
    text: '"A payment of withholding taxes constitutes a payment of money\nheld in trust under Internal Revenue Code § 7501(a), and thus will\nnot be a preference because the beneficiary of the trust, the\ntaxing authority, is in a separate',
    expected: [],
  },
  {
    source: 'Department of Education v. Brown, No. 22-535',
    text: 'The Court’s opinion in Biden v.\nNebraska, ___ U. S. ___ (2023), recounts the relevant\nbackground of the HEROES Act, so only a brief summary is provided\nhere. The Act authorizes the Secretary of Education “to waive or\nmodify any provision” applicable to federal “student financial\nassistance” programs “as may be necessary to ensure that\n. . . recipients of student financial assistance” who\nlive or work in a declared disaster area, or suffer direct economic\nhardship as a result of a national emergency, “are not placed in a\nworse position financially in relation to that financial assistance\nbecause” of the disaster or emergency. 20 U. S. C.\n§§1098bb(a)(1), (a)(2)(A), 1098ee(2)(C)–(D).',
    expected: [
      'slip Biden v. Nebraska, ___ U.S. ___ (2023)',
      'statute 20 U.S.C. §§ 1098bb(a)(1), (a)(2)(A), 1098ee(2)(C)–(D)',
    ],
  },
  {
    source: 'Smith v. Massachusetts, 543 U.S. 462, dissent',
    text: 'I agree that, as a trial unfolds, a defendant\nmust be accorded a timely, fully informed opportunity to meet the\nState’s charges. I would so hold as a matter not of double\njeopardy, but of due process. See Gray v.\nNetherland, 518 U. S. 152, 171\n(1996) (Ginsburg, J., dissenting) (“Basic to due process in\ncriminal proceedings is the right to a full, fair, potentially\neffective opportunity to defend against the State’s charges.”). On\nthe facts presented here, however, as the Massachusetts Appeals\nCourt observed, see 58 Mass. App., at 171, 788 N. E. 2d, at\n983, defendant-petitioner Smith suffered no prejudice fairly\nattributable to the trial court’s error.',
    expected: [
      'case Gray v. Netherland, 518 U.S. 152, 171 (1996)',
      'short 58 Mass. App. Ct. at 171',
      'short 788 N.E.2d at 983',
    ],
  },
];
