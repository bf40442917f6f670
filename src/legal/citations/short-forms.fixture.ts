import type { CitationFixture } from './citations.fixture';

/**
 * Short forms, Id. and supra, with Justia's repeated link text ('Id. at 427 U. S. 110'), and the opinions' references
 * to themselves ('ante, at', 'post at', 'infra', 'n. 1, supra', the syllabus's 'Pp.') that cite no other authority.
 */
export const SHORT_FORM_FIXTURES: readonly CitationFixture[] = [
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

  { text: 'Roe, 410 U.S. at 116, 120.', expected: ['short 410 U.S. at 116, 120'] },
  { text: 'Smith, 123 F.3d at 460 n.2, 461.', expected: ['short 123 F.3d at 460 n.2, 461'] },
  { text: 'Miranda, 384 U.S. at 444–45.', expected: ['short 384 U.S. at 444–45'] },
  { text: 'Nken, 556 U. S., at 434.', expected: ['short 556 U.S. at 434'] },
  { text: 'Enmund v. Florida, 458 U.S., at 801.', expected: ['short 458 U.S. at 801'] },
  { text: '291 F. Supp. 2d, at 346–351,\n357–358.', expected: ['short 291 F. Supp. 2d at 346–351, 357–358'] },
  { text: 'Kindler, 911 F. 3d, at\n605; App. 250.', expected: ['short 911 F.3d at 605'] },
  { text: 'Lee, 250 F.3d at 688; 20 A.D.2d at 502.', expected: ['short 250 F.3d at 688', 'short 20 A.D.2d at 502'] },
  { text: '373 U.S. at 373 U. S. 361', expected: ['short 373 U.S. at 361'] },
  { text: 'Marbury v. Madison, 1 Cranch at 5 U. S. 163.', expected: ['short 1 Cranch at 163'] },
  { text: 'McCulloch, 4 Wheat., at 405.', expected: ['short 4 Wheat. at 405'] },
  { text: 'United States v. Wheeler, 435 U.S. at 435 U. S.\n323.', expected: ['short 435 U.S. at 323'] },
  { text: 'Frey, supra, at 125–126, 29 A. 3d, at 483.', expected: ['supra Frey at 125–126', 'short 29 A.3d at 483'] },

  // Id. and Ibid.
  { text: 'Id.', expected: ['id'] },
  { text: 'Id. at 5.', expected: ['id at 5'] },
  { text: 'Id., at 5.', expected: ['id at 5'] },
  { text: 'See id. at 116-17.', expected: ['id at 116–17'] },
  { text: 'Ibid.', expected: ['id'] },
  { text: 'Id. at 21 n.3.', expected: ['id at 21 n.3'] },
  { text: 'The rule is settled. Id. Moreover, Id. at 7.', expected: ['id', 'id at 7'] },

  { text: 'Id. at 5, 7.', expected: ['id at 5, 7'] },
  { text: 'Id., at 149-150, 153-154.', expected: ['id at 149–150, 153–154'] },
  { text: 'Id. at 116-17, 120.', expected: ['id at 116–17, 120'] },
  { text: 'Id., at 86, n.\n3.', expected: ['id at 86 n.3'] },
  { text: 'Id. at 427 U. S. 110\n(footnote omitted).', expected: ['id at 110'] },
  { text: 'Id. at 375 U. S. 221.', expected: ['id at 221'] },
  { text: 'See ibid.', expected: ['id'] },
  { text: 'Ibid. Indeed, Stringham said so.', expected: ['id'] },
  { text: 'Id., at 20. More than that, id., at 22–23.', expected: ['id at 20', 'id at 22–23'] },

  // Supra.
  { text: 'Roe, supra, at 120.', expected: ['supra Roe at 120'] },
  { text: 'Roe, supra.', expected: ['supra Roe'] },
  { text: 'See Roe v. Wade, supra, at 153.', expected: ['supra Roe v. Wade at 153'] },
  { text: 'In Miranda, supra, the Court', expected: ['supra Miranda'] },
  { text: 'Brown v. Board of Education, supra, at 495.', expected: ['supra Brown v. Board of Education at 495'] },
  { text: 'Kennedy v. Mendoza-Martinez, supra, at 372 U. S.\n168-189.', expected: ['supra Kennedy v. Mendoza-Martinez at 168–189'] },
  { text: 'Trop v.\nDulles, supra at 356 U. S. 111;', expected: ['supra Trop v. Dulles at 111'] },
  { text: 'see also Faretta, supra, at 422 U. S. 819,\nn. 15.', expected: ['supra Faretta at 819 n.15'] },
  { text: 'Kennedy, supra, at 372 U. S. 168. See Bell v. Wolfish, supra, at\n441 U. S. 538.', expected: ['supra Kennedy at 168', 'supra Bell v. Wolfish at 538'] },
  { text: 'Hoffman, supra, at 486.', expected: ['supra Hoffman at 486'] },
  { text: 'Tribe, supra note 5, at 10.', expected: ['supra Tribe note 5 at 10'] },
  { text: 'See Tribe, supra note 12.', expected: ['supra Tribe note 12'] },
  { text: 'Sunstein, supra n. 3, at 40.', expected: ['supra Sunstein note 3 at 40'] },
  { text: 'in the other case disposed of today, Bryant, supra, the Fourth Circuit', expected: ['supra Bryant'] },

  // References to the opinion itself: no citation, and no case edge for the importer.
  { text: 'See n. 1, supra.', expected: [] },
  { text: 'See Part II, supra.', expected: [] },
  { text: 'as discussed in Part III-A, supra, at 12', expected: [] },
  { text: 'See infra, at 12.', expected: [] },
  { text: 'Cf. ante, at 20.', expected: [] },
  { text: 'Ante at 443 U. S. 536\nn. 9.', expected: [] },
  { text: 'simply is not supported, post at 462 U. S. 964.', expected: [] },
  { text: 'See infra at 410 U. S. 160.', expected: [] },
  { text: 'Held: the writ issues. Pp. 475 U. S.\n567-572.', expected: [] },
  { text: 'all parties agree. P. 485 U. S.\n92.', expected: [] },
  { text: 'Ante at 482 U. S. 745; see also Faretta, supra, at 422 U. S. 819.', expected: ['supra Faretta at 819'] },
];
