import { boilerplate, field, lawyerOnly, optional, selectField } from '../../drafting/catalogue-builders';
import type { DocumentSection, IntakeField } from '../../drafting/schema';
import { motionFields } from '../../drafting/types-motions';
import type { PaperInput } from '../schema';

/**
 * New York Supreme Court motions. A motion is brought on a notice of motion (CPLR 2214) with supporting
 * affirmations and a memorandum of law; 22 NYCRR 202.8-b limits their length and requires a word-count certification.
 */

/** New York admits attorneys without a bar number; each has a registration number (Judiciary Law § 468-a), optional on papers. */
const REGISTRATION_NUMBER = {
  label: 'Attorney registration number',
  help: 'Your New York attorney registration number, printed under your name only when given.',
  required: false,
};

/** The motion intake with the court named as New York captions name it, and the attorney's registration number. */
function newYorkMotionFields(specific: IntakeField[]): IntakeField[] {
  return motionFields(specific).map((intakeField) => intakeField.id === 'court'
    ? { ...intakeField, help: 'As the caption names it, e.g. "Supreme Court of the State of New York, County of New York".' }
    : intakeField.id === 'barNumber' ? { ...intakeField, ...REGISTRATION_NUMBER } : intakeField);
}

const NOTICE_TIMING = {
  text: 'The notice of motion and supporting papers must be served at least eight days before the return date. If the ' +
    'notice is served at least sixteen days before, the moving party may demand that answering papers be served at ' +
    'least seven days before the return date.',
  citation: 'N.Y. CPLR 2214(b)',
};

const WORD_LIMITS = {
  text: 'Unless the court permits otherwise, affidavits, affirmations, briefs and memoranda of law in chief are limited ' +
    'to 7,000 words each and reply papers to 4,200 words, not counting the caption, tables of contents and ' +
    'authorities, and the signature block.',
  citation: '22 NYCRR 202.8-b(a)',
};

const AFFIRMATION_RULE = 'N.Y. CPLR 2106 (as amended effective January 1, 2024)';

function noticeOfMotion(heading: string, basis: string, relief: string): DocumentSection {
  return boilerplate('notice', heading, 'Specifies the return date, the supporting papers, the relief demanded and its grounds (CPLR 2214(a)).', [
    'PLEASE TAKE NOTICE that, upon the annexed affirmation of {{attorneyName}}, dated [date], with the exhibits annexed to it, ' +
      'the accompanying memorandum of law, and all the pleadings and proceedings had in this action, {{representedParty}} ' +
      `{{representedParties}} will move this Court, at [part and courtroom] of the {{court}}, [courthouse address], on {{hearingDate}} at [time], or as soon thereafter as counsel can be heard, for an order ${basis} ${relief}`,
    '[Include only if this notice is served at least sixteen days before the return date:] PLEASE TAKE FURTHER NOTICE ' +
      'that, pursuant to CPLR 2214(b), answering papers and any notice of cross-motion, with supporting papers, are ' +
      'required to be served upon the undersigned at least seven days before the return date of this motion.',
  ]);
}

const ATTORNEY_AFFIRMANT = '{{attorneyName}}, an attorney admitted to practice in the courts of the State of New York, affirms as follows:';

function affirmationInSupport(heading: string, purpose: string, template: string[], opening = ATTORNEY_AFFIRMANT): DocumentSection {
  return lawyerOnly('affirmation', heading, purpose, [
    opening,
    ...template,
    'I affirm this [day] day of [month], [year], under the penalties of perjury under the laws of New York, which may ' +
      'include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in ' +
      'an action or proceeding in a court of law. (CPLR 2106)',
  ]);
}

function memorandumOpening(motionName: string): DocumentSection {
  return lawyerOnly('memorandum', `Memorandum of Law in Support of ${motionName}: Preliminary Statement`, 'A short statement of why the motion should be granted.');
}

function conclusion(motionName: string): DocumentSection {
  return boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
    `For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant this ${motionName} and order the following relief: {{reliefSought}}.`,
  ]);
}

const WORD_COUNT_CERTIFICATION = boilerplate('word-count-certification', 'Certification of Word Count (22 NYCRR 202.8-b)', 'Counsel\'s certification of the word count of each paper the limit applies to.', [
  'I certify that the foregoing memorandum of law contains [number] words and the affirmation in support contains ' +
    '[number] words, exclusive of the caption, table of contents, table of authorities and signature block, as counted ' +
    'by the word-processing system used to prepare them, and that each complies with the word-count limit of 22 NYCRR 202.8-b.',
]);

const AFFIRMATION_OF_SERVICE = boilerplate('affirmation-of-service', 'Affirmation of Service', 'Records service of the motion papers on every party (CPLR 2103(b)).', [
  'I affirm that on [date of service] I served the notice of motion, the affirmation in support with its exhibits, and ' +
    'the memorandum of law on [names of the attorneys served] by [method of service permitted by CPLR 2103(b), or ' +
    'electronic filing where the action is e-filed].',
  'I affirm this [day] day of [month], [year], under the penalties of perjury under the laws of New York, which may ' +
    'include a fine or imprisonment, that the foregoing is true, and I understand that this document may be filed in ' +
    'an action or proceeding in a court of law.',
  '[Signature of person who served]',
]);

const COMMON_COMPANIONS = [
  { id: 'notice-of-motion', name: 'Notice of Motion', citation: 'N.Y. CPLR 2214(a)', required: true, sectionId: 'notice' },
  { id: 'affirmation-in-support', name: 'Affirmation in Support', citation: AFFIRMATION_RULE, required: true, sectionId: 'affirmation' },
  // The CPLR does not require a memorandum of law; when one is filed, 202.8-b limits its length.
  { id: 'memorandum-of-law', name: 'Memorandum of Law', citation: '22 NYCRR 202.8-b', required: false, when: 'Customary on a motion that turns on the law; when filed, it is subject to the word limits of 22 NYCRR 202.8-b.', sectionId: 'memorandum' },
  { id: 'word-count-certification', name: 'Certification of Word Count', citation: '22 NYCRR 202.8-b(c)', required: true, sectionId: 'word-count-certification' },
  { id: 'affirmation-of-service', name: 'Affirmation of Service', citation: 'N.Y. CPLR 2103(b)', required: true, sectionId: 'affirmation-of-service' },
];

const CPLR_3211_GROUND_TEXTS: [value: string, text: string, citation: string][] = [
  ['documentary-evidence', 'A defense is founded upon documentary evidence', 'N.Y. CPLR 3211(a)(1)'],
  ['subject-matter-jurisdiction', 'The court has not jurisdiction of the subject matter', 'N.Y. CPLR 3211(a)(2)'],
  ['capacity', 'The party asserting the cause of action has not legal capacity to sue', 'N.Y. CPLR 3211(a)(3)'],
  ['another-action-pending', 'Another action is pending between the same parties for the same cause of action', 'N.Y. CPLR 3211(a)(4)'],
  ['barred-defense', 'Arbitration and award, collateral estoppel, discharge in bankruptcy, infancy or other disability, payment, release, res judicata, statute of limitations, or statute of frauds', 'N.Y. CPLR 3211(a)(5)'],
  ['counterclaim-improper', 'A counterclaim may not properly be interposed in the action', 'N.Y. CPLR 3211(a)(6)'],
  ['failure-to-state', 'The pleading fails to state a cause of action', 'N.Y. CPLR 3211(a)(7)'],
  ['personal-jurisdiction', 'The court has not jurisdiction of the person of the defendant', 'N.Y. CPLR 3211(a)(8)'],
  ['in-rem-jurisdiction', 'The court has not jurisdiction where service was made under CPLR 314 or 315', 'N.Y. CPLR 3211(a)(9)'],
  ['necessary-party', 'The court should not proceed in the absence of a person who should be a party', 'N.Y. CPLR 3211(a)(10)'],
  ['nonprofit-immunity', 'The party is immune from liability under Not-for-Profit Corporation Law § 720-a', 'N.Y. CPLR 3211(a)(11)'],
];

const CPLR_3211_GROUNDS = CPLR_3211_GROUND_TEXTS.map(
  ([value, text, citation]): [string, string, string] => [value, `${text} (${citation.replace('N.Y. ', '')})`, citation],
);

const MOTION_TO_DISMISS: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-ny',
  name: 'Motion to Dismiss (CPLR 3211(a))',
  designation: 'Notice of Motion to Dismiss; Affirmation in Support; Memorandum of Law',
  effective: '2024-01-01',
  basis: [
    { text: 'A party may move for judgment dismissing one or more causes of action asserted against it on the grounds listed in CPLR 3211(a), including that the pleading fails to state a cause of action.', citation: 'N.Y. CPLR 3211(a)' },
    { text: 'The notice of motion must specify the time and place of the hearing, the supporting papers on which the motion is based, the relief demanded and the grounds for it.', citation: 'N.Y. CPLR 2214(a)' },
  ],
  grounds: {
    offered: CPLR_3211_GROUNDS.map(([value, label, citation]) => ({ value, label, citation })),
    defaultValue: 'failure-to-state',
  },
  standard: [
    { text: 'Dismissal on documentary evidence under CPLR 3211(a)(1) is warranted only if the documentary evidence utterly refutes the plaintiff\'s factual allegations, conclusively establishing a defense as a matter of law.', citation: 'Goshen v. Mutual Life Ins. Co. of N.Y., 98 N.Y.2d 314, 326 (2002)' },
    { text: 'On a motion to dismiss under CPLR 3211, the court affords the pleadings a liberal construction, accepts the facts alleged as true, accords the plaintiff the benefit of every possible favorable inference, and determines only whether the facts as alleged fit within any cognizable legal theory.', citation: 'Leon v. Martinez, 84 N.Y.2d 83, 87–88 (1994)' },
  ],
  timing: [
    { text: 'The motion may be made at any time before service of the responsive pleading is required, and only one such motion is permitted.', citation: 'N.Y. CPLR 3211(e)' },
    { text: 'A motion on the grounds in CPLR 3211(a)(2), (7) or (10) may be made at any subsequent time or in a later pleading, if one is permitted.', citation: 'N.Y. CPLR 3211(e)' },
    { text: 'Objections under CPLR 3211(a)(1), (3), (4), (5) and (6) are waived unless raised by this motion or in the responsive pleading; objections under (a)(8) and (9) are waived if the party moves on another ground of CPLR 3211(a) without raising them.', citation: 'N.Y. CPLR 3211(e)' },
    NOTICE_TIMING,
  ],
  companions: COMMON_COMPANIONS,
  limits: [WORD_LIMITS],
  checkBeforeFiling: [
    { subject: 'Part rules and motion practice of the assigned justice', citation: '22 NYCRR 202.7; 202.8-b', reason: 'Individual justices and the Commercial Division set their own motion procedures (oral argument, pre-motion conferences, return dates), which this paper does not state.' },
  ],
  intakeFields: newYorkMotionFields([
    // The label names its paragraph ("… (CPLR 3211(a)(7))"): the notice must specify the grounds (CPLR 2214(a)).
    selectField('grounds', 'Ground', 'The CPLR 3211(a) ground this motion raises.', CPLR_3211_GROUNDS.map(([value, label]) => [value, label])),
    field('textarea', 'challengedClaims', 'Causes of action challenged', 'Which causes of action the motion targets.'),
  ]),
  sections: [
    noticeOfMotion('Notice of Motion to Dismiss', 'pursuant to CPLR 3211(a) dismissing the following cause(s) of action: {{challengedClaims}}, on the following ground: {{grounds}},', 'and granting the following relief: {{reliefSought}}.'),
    affirmationInSupport('Affirmation in Support of Motion to Dismiss', 'The facts and procedural history the motion rests on, annexing the pleading and any documentary evidence.', ['{{keyFacts}}']),
    memorandumOpening('Motion to Dismiss'),
    lawyerOnly('legal-standard', 'Standard on a Motion to Dismiss Under CPLR 3211(a)', 'The standard for the ground raised, with verified authority.', ['Ground asserted: {{grounds}}.']),
    lawyerOnly('argument', 'Argument', 'Why each challenged cause of action must be dismissed, with verified authority.', ['Causes of action challenged: {{challengedClaims}}.']),
    conclusion('Motion to Dismiss'),
    WORD_COUNT_CERTIFICATION,
    AFFIRMATION_OF_SERVICE,
  ],
};

const MOTION_FOR_SUMMARY_JUDGMENT: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-ny',
  name: 'Motion for Summary Judgment (CPLR 3212)',
  designation: 'Notice of Motion for Summary Judgment; Affirmation in Support; Memorandum of Law',
  effective: '2024-01-01',
  basis: [
    { text: 'Any party may move for summary judgment in any action after issue has been joined.', citation: 'N.Y. CPLR 3212(a)' },
    { text: 'The motion must be supported by affidavit, by a copy of the pleadings and by other available proof, such as depositions and written admissions; the affidavit must be by a person having knowledge of the facts, recite all the material facts, and show that there is no defense to the cause of action or that the cause of action or defense has no merit.', citation: 'N.Y. CPLR 3212(b)' },
  ],
  standard: [
    { text: 'The proponent must make a prima facie showing of entitlement to judgment as a matter of law, tendering sufficient evidence to demonstrate the absence of any material issue of fact; failing that, the motion is denied regardless of the opposing papers. Once that showing is made, the burden shifts to the opponent to produce evidentiary proof in admissible form establishing a material issue of fact.', citation: 'Alvarez v. Prospect Hosp., 68 N.Y.2d 320, 324 (1986)' },
    { text: 'The opponent must produce evidentiary proof in admissible form sufficient to require a trial of material questions of fact; mere conclusions or unsubstantiated allegations are insufficient.', citation: 'Zuckerman v. City of New York, 49 N.Y.2d 557, 562 (1980)' },
  ],
  timing: [
    { text: 'The motion may be made only after issue has been joined. The court may set a date after which no such motion may be made, no earlier than 30 days after the filing of the note of issue; if it sets none, the motion must be made no later than 120 days after the filing of the note of issue, except with leave of court on good cause shown.', citation: 'N.Y. CPLR 3212(a)' },
    { text: 'Good cause for a late motion requires a satisfactory explanation for the untimeliness; the merits alone do not suffice.', citation: 'Brill v. City of New York, 2 N.Y.3d 648, 652 (2004)' },
    NOTICE_TIMING,
  ],
  companions: [
    ...COMMON_COMPANIONS.slice(0, 1),
    { id: 'affidavit-of-person-with-knowledge', name: 'Affidavit or affirmation of a person having knowledge of the facts', citation: 'N.Y. CPLR 3212(b); CPLR 2106', required: true, sectionId: 'affirmation' },
    { id: 'pleadings', name: 'Copy of the pleadings', citation: 'N.Y. CPLR 3212(b)', required: true },
    ...COMMON_COMPANIONS.slice(2),
    { id: 'statement-of-material-facts', name: 'Statement of material facts', citation: '22 NYCRR 202.8-g', required: false, when: 'When the court directs it, or when 22 NYCRR 202.8-g as currently in force requires it (confirm before filing).', sectionId: 'statement-of-material-facts' },
  ],
  limits: [WORD_LIMITS],
  checkBeforeFiling: [
    { subject: 'Statement of material facts', citation: '22 NYCRR 202.8-g', reason: 'The rule has been amended more than once since 2021; whether a statement of material facts is required with every motion or only on the court\'s direction could not be confirmed.' },
    { subject: 'Deadline set by the court', citation: 'N.Y. CPLR 3212(a)', reason: 'A preliminary conference order or the justice\'s part rules may set a shorter deadline than 120 days after the note of issue.' },
  ],
  intakeFields: newYorkMotionFields([
    field('textarea', 'claimsAtIssue', 'Causes of action or defenses at issue', 'Each cause of action or defense, or part of one, on which judgment is sought.'),
    field('textarea', 'undisputedFacts', 'Material facts', 'Each material fact with the evidence in admissible form that supports it.'),
    field('textarea', 'evidence', 'Supporting proof', 'The pleadings, affidavits or affirmations of persons with knowledge, deposition transcripts and exhibits.'),
  ]),
  sections: [
    noticeOfMotion('Notice of Motion for Summary Judgment', 'pursuant to CPLR 3212 granting summary judgment on the following: {{claimsAtIssue}},', 'and granting the following relief: {{reliefSought}}.'),
    affirmationInSupport('Affirmation in Support of Motion for Summary Judgment', 'The facts from a person having knowledge of them, annexing the pleadings and the other available proof (CPLR 3212(b)).', ['{{keyFacts}}', 'Proof annexed: {{evidence}}.'], '[Name of a person having knowledge of the facts], affirms as follows:'),
    optional(lawyerOnly('statement-of-material-facts', 'Statement of Material Facts (22 NYCRR 202.8-g)', 'Each material fact, numbered, with a citation to the admissible proof, if the court requires it.', ['{{undisputedFacts}}'])),
    memorandumOpening('Motion for Summary Judgment'),
    lawyerOnly('legal-standard', 'Standard on a Motion for Summary Judgment Under CPLR 3212', 'The prima facie showing and the shifting burden, with verified authority.', [
      'The proponent of a motion for summary judgment must make a prima facie showing of entitlement to judgment as a matter of law, tendering sufficient evidence to demonstrate the absence of any material issue of fact. Alvarez v. Prospect Hosp., 68 N.Y.2d 320, 324 (1986).',
    ]),
    lawyerOnly('argument', 'Argument', 'Why the proof establishes the cause of action or defense as a matter of law on each point.', ['Causes of action or defenses at issue: {{claimsAtIssue}}.']),
    conclusion('Motion for Summary Judgment'),
    WORD_COUNT_CERTIFICATION,
    AFFIRMATION_OF_SERVICE,
  ],
};

const MOTION_TO_COMPEL: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-ny',
  name: 'Motion to Compel Disclosure (CPLR 3124)',
  designation: 'Notice of Motion to Compel; Affirmation of Good Faith; Affirmation in Support; Memorandum of Law',
  effective: '2024-01-01',
  basis: [
    { text: 'If a person fails to respond to or comply with any request, notice, interrogatory, demand, question or order under CPLR article 31, except a notice to admit, the party seeking disclosure may move to compel compliance or a response.', citation: 'N.Y. CPLR 3124' },
    { text: 'There shall be full disclosure of all matter material and necessary in the prosecution or defense of an action, regardless of the burden of proof.', citation: 'N.Y. CPLR 3101(a)' },
  ],
  standard: [
    { text: '"Material and necessary" is interpreted liberally to require disclosure of any facts bearing on the controversy which will assist preparation for trial; the test is one of usefulness and reason.', citation: 'Allen v. Crowell-Collier Publ. Co., 21 N.Y.2d 403, 406 (1968)' },
  ],
  timing: [NOTICE_TIMING],
  companions: [
    COMMON_COMPANIONS[0]!,
    { id: 'affirmation-of-good-faith', name: 'Affirmation of good faith effort to resolve', citation: '22 NYCRR 202.7(a), (c)', required: true, sectionId: 'good-faith-affirmation' },
    ...COMMON_COMPANIONS.slice(1),
  ],
  limits: [WORD_LIMITS],
  checkBeforeFiling: [
    { subject: 'Form of the consultation before a disclosure motion', citation: '22 NYCRR 202.20-f', reason: 'Whether the consultation must be held in person, by telephone or by videoconference, and what must precede contacting the court, could not be confirmed against the rule\'s current text.' },
  ],
  intakeFields: newYorkMotionFields([
    field('textarea', 'discoveryAtIssue', 'Disclosure at issue', 'Each demand, the response received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Demands served on', 'Date the demands were served.'),
    field('textarea', 'meetAndConfer', 'Good faith consultation', 'The time, place and nature of the consultation with opposing counsel, the issues discussed and any resolutions, or good cause why none was held.'),
  ]),
  sections: [
    noticeOfMotion('Notice of Motion to Compel Disclosure', 'pursuant to CPLR 3124 compelling compliance with or a response to the following: {{discoveryAtIssue}},', 'and granting the following relief: {{reliefSought}}.'),
    lawyerOnly('good-faith-affirmation', 'Affirmation of Good Faith (22 NYCRR 202.7)', 'The time, place and nature of the consultation, the issues discussed and any resolutions, or good cause why no consultation was held (22 NYCRR 202.7(c)).', [
      'Counsel for {{representedParty}} has conferred with counsel for the opposing party in a good faith effort to resolve the issues raised by this motion, as follows: {{meetAndConfer}}',
    ]),
    affirmationInSupport('Affirmation in Support of Motion to Compel', 'The demands, the responses and the procedural history, annexing each demand and response.', ['The demands were served on {{discoveryServedDate}}. {{keyFacts}}']),
    memorandumOpening('Motion to Compel Disclosure'),
    lawyerOnly('argument', 'Argument', 'Why the disclosure sought is material and necessary (CPLR 3101(a)) and the objections fail, with verified authority.', ['Disclosure at issue: {{discoveryAtIssue}}.']),
    conclusion('Motion to Compel Disclosure'),
    WORD_COUNT_CERTIFICATION,
    AFFIRMATION_OF_SERVICE,
  ],
};

export const newYorkMotions: PaperInput[] = [MOTION_TO_DISMISS, MOTION_FOR_SUMMARY_JUDGMENT, MOTION_TO_COMPEL];
