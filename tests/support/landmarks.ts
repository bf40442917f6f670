/**
 * Queries an attorney types and the Supreme Court landmarks they expect near the top, for the ranking test over
 * the real SCOTUS corpus. Every landmark is a case the corpus holds (opinions 1973–2024; the older ones only through
 * the U.S. Reports index, so they can be found by name or citation but not by their text). A landmark is named as
 * the corpus names it, with its year; its U.S. Reports citation is in the comment where it has one.
 */
export type Landmark = { name: string; year: number };
export type LandmarkQuery = { q: string; landmarks: Landmark[]; /** name and citation queries: the case comes first */ first?: boolean };

const c = (name: string, year: number): Landmark => ({ name, year });

const MIRANDA = c('Miranda v. Arizona', 1966); // 384 U.S. 436
const STRICKLAND = c('Strickland v. Washington', 1984); // 466 U.S. 668

export const LANDMARK_QUERIES: LandmarkQuery[] = [
  // 457 U.S. 800; 555 U.S. 223; 483 U.S. 635; 533 U.S. 194
  {
    q: 'qualified immunity',
    landmarks: [c('Harlow v. Fitzgerald', 1982), c('Pearson v. Callahan', 2009), c('Anderson v. Creighton', 1987), c('Saucier v. Katz', 2001)],
  },
  // 514 U.S. 549; 529 U.S. 598; 545 U.S. 1
  {
    q: 'commerce clause',
    landmarks: [c('United States v. Lopez', 1995), c('United States v. Morrison', 2000), c('Gonzales v. Raich', 2005)],
  },
  // 556 U.S. 332; 500 U.S. 565; 456 U.S. 798
  {
    q: 'Fourth Amendment warrantless search automobile',
    landmarks: [c('Arizona v. Gant', 2009), c('California v. Acevedo', 1991), c('United States v. Ross', 1982)],
  },
  // 477 U.S. 317; 477 U.S. 242; 475 U.S. 574
  {
    q: 'summary judgment standard',
    landmarks: [
      c('Celotex Corp. v. Catrett', 1986),
      c('Anderson v. Liberty Lobby, Inc.', 1986),
      c('Matsushita Electrical Industrial Co., Ltd. v. Zenith Radio Corp.', 1986),
    ],
  },
  // 550 U.S. 544; 556 U.S. 662
  { q: 'pleading standard', landmarks: [c('Bell Atlantic Corp. v. Twombly', 2007), c('Ashcroft v. Iqbal', 2009)] },
  // 467 U.S. 837; Loper Bright (2024) overruled it
  { q: 'Chevron deference', landmarks: [c('Chevron U.S.A., Inc. v. NRDC', 1984), c('Loper Bright Enterprises v. Raimondo', 2024)] },
  { q: 'ineffective assistance of counsel', landmarks: [STRICKLAND] },
  // 476 U.S. 79
  { q: 'peremptory challenges race jury selection', landmarks: [c('Batson v. Kentucky', 1986)] },
  // 468 U.S. 897; 555 U.S. 135; 564 U.S. 229
  {
    q: 'exclusionary rule good faith exception',
    landmarks: [c('United States v. Leon', 1984), c('Herring v. United States', 2009), c('Davis v. United States', 2011)],
  },
  // 473 U.S. 667; 514 U.S. 419
  { q: 'suppression of exculpatory evidence Brady', landmarks: [c('United States v. Bagley', 1985), c('Kyles v. Whitley', 1995)] },
  // 444 U.S. 286; 471 U.S. 462
  {
    q: 'personal jurisdiction minimum contacts',
    landmarks: [c('World-Wide Volkswagen Corp. v. Woodson', 1980), c('Burger King Corp. v. Rudzewicz', 1985)],
  },
  // 571 U.S. 117; 564 U.S. 915
  {
    q: 'general jurisdiction corporation at home',
    landmarks: [c('Daimler AG v. Bauman', 2014), c('Goodyear Dunlop Tires Operations, S. A. v. Brown', 2011)],
  },
  // 410 U.S. 113; 505 U.S. 833; Dobbs (2022)
  {
    q: 'abortion',
    landmarks: [
      c('Roe v. Wade', 1973),
      c('Planned Parenthood of Southeastern Pa. v. Casey', 1992),
      c("Dobbs v. Jackson Women's Health Organization", 2022),
    ],
  },
  // 554 U.S. 570; 561 U.S. 742; Bruen (2022)
  {
    q: 'Second Amendment right to keep and bear arms',
    landmarks: [
      c('District of Columbia v. Heller', 2008),
      c('McDonald v. City of Chicago', 2010),
      c('New York State Rifle & Pistol Association, Inc. v. Bruen', 2022),
    ],
  },
  // 438 U.S. 265; 539 U.S. 306; Students for Fair Admissions (2023)
  {
    q: 'affirmative action race admissions',
    landmarks: [
      c('Regents of Univ. of California v. Bakke', 1978),
      c('Grutter v. Bollinger', 2003),
      c('Students for Fair Admissions, Inc. v. President and Fellows of Harvard College', 2023),
    ],
  },
  // 472 U.S. 38; 505 U.S. 577
  { q: 'Establishment Clause school prayer', landmarks: [c('Wallace v. Jaffree', 1985), c('Lee v. Weisman', 1992)] },
  // 428 U.S. 153; 536 U.S. 304; 543 U.S. 551
  {
    q: 'death penalty cruel and unusual punishment',
    landmarks: [c('Gregg v. Georgia', 1976), c('Atkins v. Virginia', 2002), c('Roper v. Simmons', 2005)],
  },
  // Obergefell (2015); 570 U.S. 744
  { q: 'same-sex marriage', landmarks: [c('Obergefell v. Hodges', 2015), c('United States v. Windsor', 2013)] },
  // 517 U.S. 559; 538 U.S. 408
  {
    q: 'punitive damages grossly excessive due process',
    landmarks: [c('BMW of North America, Inc. v. Gore', 1996), c('State Farm Mut. Automobile Ins. Co. v. Campbell', 2003)],
  },
  // 563 U.S. 333; Epic Systems (2018)
  {
    q: 'Federal Arbitration Act class action waiver',
    landmarks: [c('AT&T Mobility LLC v. Concepcion', 2011), c('Epic Systems Corp. v. Lewis', 2018)],
  },
  // 477 U.S. 57; 510 U.S. 17; 524 U.S. 775; 524 U.S. 742
  {
    q: 'hostile work environment sexual harassment',
    landmarks: [
      c('Meritor Savings Bank v. Vinson', 1986),
      c('Harris v. Forklift Systems, Inc.', 1993),
      c('Faragher v. City of Boca Raton', 1998),
      c('Burlington Industries, Inc. v. Ellerth', 1998),
    ],
  },
  // 411 U.S. 792; 450 U.S. 248; 509 U.S. 502
  {
    q: 'Title VII prima facie case pretext',
    landmarks: [
      c('McDonnell Douglas Corp. v. Green', 1973),
      c('Texas Dept. of Community Affairs v. Burdine', 1981),
      c("St. Mary's Honor Center v. Hicks", 1993),
    ],
  },
  // 558 U.S. 310; 424 U.S. 1
  { q: 'campaign finance independent expenditures', landmarks: [c('Citizens United v. FEC', 2010), c('Buckley v. Valeo', 1976)] },
  // 504 U.S. 555; Spokeo (2016); 568 U.S. 398
  {
    q: 'Article III standing injury in fact',
    landmarks: [c('Lujan v. Defenders of Wildlife', 1992), c('Spokeo, Inc. v. Robins', 2016), c("Clapper v. Amnesty Int'l USA", 2013)],
  },
  // 573 U.S. 373; Carpenter (2018)
  { q: 'cell phone search warrant', landmarks: [c('Riley v. California', 2014), c('Carpenter v. United States', 2018)] },
  // 541 U.S. 36; 547 U.S. 813; 557 U.S. 305
  {
    q: 'Confrontation Clause testimonial statements',
    landmarks: [c('Crawford v. Washington', 2004), c('Davis v. Washington', 2006), c('Melendez-Diaz v. Massachusetts', 2009)],
  },
  // 530 U.S. 466; 542 U.S. 296; 543 U.S. 220
  {
    q: 'jury must find facts that increase the penalty',
    landmarks: [c('Apprendi v. New Jersey', 2000), c('Blakely v. Washington', 2004), c('United States v. Booker', 2005)],
  },
  // 529 U.S. 362; 562 U.S. 86
  {
    q: 'habeas unreasonable application of clearly established federal law',
    landmarks: [c('Williams v. Taylor', 2000), c('Harrington v. Richter', 2011)],
  },
  // 489 U.S. 288
  { q: 'new rule retroactive collateral review', landmarks: [c('Teague v. Lane', 1989)] },
  // 517 U.S. 44; 527 U.S. 706
  {
    q: 'state sovereign immunity Eleventh Amendment',
    landmarks: [c('Seminole Tribe of Fla. v. Florida', 1996), c('Alden v. Maine', 1999)],
  },
  // 564 U.S. 338; 521 U.S. 591
  {
    q: 'class certification commonality',
    landmarks: [c('Wal-Mart Stores, Inc. v. Dukes', 2011), c('Amchem Products, Inc. v. Windsor', 1997)],
  },
  // 555 U.S. 7
  { q: 'preliminary injunction standard', landmarks: [c('Winter v. Natural Resources Defense Council, Inc.', 2008)] },
  // 494 U.S. 872; 508 U.S. 520
  {
    q: 'free exercise neutral law of general applicability',
    landmarks: [c('Employment Division v. Smith', 1990), c('Church of the Lukumi Babalu Aye, Inc. v. City of Hialeah', 1993)],
  },
  // 478 U.S. 30
  { q: 'Voting Rights Act vote dilution', landmarks: [c('Thornburg v. Gingles', 1986)] },
  // 429 U.S. 97; 511 U.S. 825
  {
    q: 'deliberate indifference prisoner medical needs',
    landmarks: [c('Estelle v. Gamble', 1976), c('Farmer v. Brennan', 1994)],
  },
  // 490 U.S. 386
  { q: 'excessive force arrest', landmarks: [c('Graham v. Connor', 1989)] },
  // 436 U.S. 658; 489 U.S. 378
  {
    q: 'municipal liability official policy custom',
    landmarks: [c('Monell v. Department of Soc. Svcs.', 1978), c('City of Canton, Ohio v. Harris', 1989)],
  },
  // Names and citations: the case itself first.
  { q: 'miranda', landmarks: [MIRANDA], first: true },
  { q: 'Miranda v. Arizona', landmarks: [MIRANDA], first: true },
  { q: '384 U.S. 436', landmarks: [MIRANDA], first: true },
  { q: '384 U. S. 436', landmarks: [MIRANDA], first: true },
  { q: 'Terry v. Ohio', landmarks: [c('Terry v. Ohio', 1968)], first: true }, // 392 U.S. 1
  { q: 'Mapp v. Ohio', landmarks: [c('Mapp v. Ohio', 1961)], first: true }, // 367 U.S. 643
  { q: 'strickland', landmarks: [STRICKLAND], first: true },
  { q: '466 U.S. 668', landmarks: [STRICKLAND], first: true },
  { q: 'batson', landmarks: [c('Batson v. Kentucky', 1986)], first: true },
  { q: 'chevron', landmarks: [c('Chevron U.S.A., Inc. v. NRDC', 1984)], first: true },
];
