import { boilerplate, field, lawyerOnly } from '../../drafting/catalogue-builders';
import type { PaperInput, RefusalInput } from '../schema';
import { floridaCovenantPapers } from './florida-covenants';
import { groundsField, stateMotionFields } from './motion-intake';

/** Florida circuit court papers under the Florida Rules of Civil Procedure, and its restrictive covenants. */

const BAR_NUMBER = 'Florida Bar number';

// Every Florida filing closes with the attorney's certificate in the form Rule 2.516(f) gives.
const CERTIFICATE_OF_SERVICE = boilerplate('certificate-of-service', 'Certificate of Service (Fla. R. Gen. Prac. & Jud. Admin. 2.516(f))',
  'Certifies how and when the document was served on every party.', [
    'I certify that the foregoing document has been furnished to [names and e-mail addresses used for service] by [e-mail / the Florida Courts E-Filing Portal / delivery / mail] on [date of service].',
  ]);

/**
 * Rule 1.202 (effective January 1, 2025): a certificate of conferral at the end of the motion and above the signature
 * block, so it is a section of the motion, not a paper of its own. Its two forms are the rule's own words (1.202(b)).
 */
const conferralCertificate = (text: string) => boilerplate('certificate-of-conferral', 'Certificate of Conferral (Fla. R. Civ. P. 1.202)',
  'Certifies the conferral before filing, or that none is required, above the signature block (Rule 1.202(b)).', [text]);

const CONFERRED = conferralCertificate('I certify that prior to filing this motion, I discussed the relief requested in this motion by ' +
  '[method of communication and date] with the opposing party and [the opposing party agrees or disagrees on the resolution of all ' +
  'or part of the motion, or the opposing party did not respond, with each effort made to confer before filing described with particularity].');

const CONFERRAL_NOT_REQUIRED = conferralCertificate('I certify that conferral prior to filing is not required under rule 1.202.');

const CONFERRAL_COMPANION = {
  id: 'certificate-of-conferral', name: 'Certificate of Conferral', citation: 'Fla. R. Civ. P. 1.202(b)', required: true, sectionId: 'certificate-of-conferral',
} as const;

const CONFERRAL_DUTY = {
  text: 'Before filing a non-dispositive motion, the movant must confer with the opposing party in a good-faith effort to resolve the issues raised in the motion, and must include a certificate of conferral at the end of the motion and above the signature block.',
  citation: 'Fla. R. Civ. P. 1.202(a), (b)',
};

/** The motions rule 1.202(c) exempts that these papers are: conferral is not required before filing them. */
const conferralExempt = (motion: string, item: string) => ({
  text: `Conferral is not required before filing a motion ${motion}, nor when the movant or the nonmovant is unrepresented by counsel.`,
  citation: `Fla. R. Civ. P. 1.202(c)(${item})`,
});

const CERTIFICATE_COMPANION = {
  id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Fla. R. Gen. Prac. & Jud. Admin. 2.516(f)',
  required: true, sectionId: 'certificate-of-service',
} as const;

const SIGNATURE_BLOCK = {
  text: 'The motion is signed by at least one attorney of record, stating the attorney\'s Florida Bar address, telephone number, primary e-mail address (and any secondary e-mail addresses) and Florida Bar number.',
  citation: 'Fla. R. Gen. Prac. & Jud. Admin. 2.515(a)',
};

// Rules amended after the text stated here, which this data does not reflect.
const AMENDMENTS_2025 = [
  {
    subject: 'Signature block and service amendments effective July 1, 2025',
    citation: 'Fla. R. Gen. Prac. & Jud. Admin. 2.515, 2.516 (In re Amends. to Fla. Rules of Gen. Prac. & Jud. Admin., No. SC2023-1401 (Fla. Mar. 20, 2025))',
    reason: 'The amended signature-block and certificate-of-service requirements are not reflected; confirm the current form.',
  },
  {
    subject: 'Time to serve the motion and notice of hearing before the hearing',
    citation: 'Fla. R. Civ. P. 1.090',
    reason: 'The current notice period could not be confirmed after the 2025 amendments; check it and any local rule or judge\'s procedures for setting the hearing.',
  },
];

const GREENE = 'Fla. Bar v. Greene, 926 So. 2d 1195, 1199 (Fla. 2006)';

const DISMISS_GROUNDS = {
  offered: [
    { value: 'failure-to-state-a-cause-of-action', label: 'Failure to state a cause of action (Rule 1.140(b)(6))', citation: 'Fla. R. Civ. P. 1.140(b)(6)' },
    { value: 'lack-of-subject-matter-jurisdiction', label: 'Lack of jurisdiction over the subject matter (Rule 1.140(b)(1))', citation: 'Fla. R. Civ. P. 1.140(b)(1)' },
    { value: 'lack-of-personal-jurisdiction', label: 'Lack of jurisdiction over the person (Rule 1.140(b)(2))', citation: 'Fla. R. Civ. P. 1.140(b)(2)' },
    { value: 'improper-venue', label: 'Improper venue (Rule 1.140(b)(3))', citation: 'Fla. R. Civ. P. 1.140(b)(3)' },
    { value: 'insufficiency-of-process', label: 'Insufficiency of process (Rule 1.140(b)(4))', citation: 'Fla. R. Civ. P. 1.140(b)(4)' },
    { value: 'insufficiency-of-service-of-process', label: 'Insufficiency of service of process (Rule 1.140(b)(5))', citation: 'Fla. R. Civ. P. 1.140(b)(5)' },
    { value: 'failure-to-join-indispensable-parties', label: 'Failure to join indispensable parties (Rule 1.140(b)(7))', citation: 'Fla. R. Civ. P. 1.140(b)(7)' },
  ],
  defaultValue: 'failure-to-state-a-cause-of-action',
  elsewhere: [],
};

const motionToDismiss: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-fl',
  name: 'Motion to Dismiss',
  designation: 'Motion to Dismiss and Incorporated Memorandum of Law',
  effective: '2012-09-01',
  effectiveNote: 'The date e-mail service under Fla. R. Gen. Prac. & Jud. Admin. 2.516 took effect; of the 2025 amendments to the civil and general practice rules only Rule 1.202\'s conferral (January 1, 2025) is reflected (see Check before filing).',
  basis: [
    { text: 'The defenses of lack of jurisdiction over the subject matter, lack of jurisdiction over the person, improper venue, insufficiency of process, insufficiency of service of process, failure to state a cause of action and failure to join indispensable parties may be made by motion.', citation: 'Fla. R. Civ. P. 1.140(b)' },
    { text: 'The grounds on which the defenses are based and the substantial matters of law to be argued must be stated specifically and with particularity in the motion.', citation: 'Fla. R. Civ. P. 1.140(b)' },
    SIGNATURE_BLOCK,
    conferralExempt('to dismiss for failure to state a claim on which relief can be granted', '6'),
  ],
  grounds: DISMISS_GROUNDS,
  standard: [
    { text: 'The purpose of a motion to dismiss is to test the legal sufficiency of the complaint, not to determine factual issues.', citation: GREENE },
  ],
  timing: [
    { text: 'A defendant must serve an answer within 20 days after service of original process and the initial pleading, unless a Florida statute prescribes a different time.', citation: 'Fla. R. Civ. P. 1.140(a)(1)' },
    { text: 'A motion under Rule 1.140(b) must be made before pleading if a further pleading is permitted.', citation: 'Fla. R. Civ. P. 1.140(b)' },
    { text: 'Serving a motion under Rule 1.140 alters the time to serve the responsive pleading, which then runs from the court\'s order on the motion.', citation: 'Fla. R. Civ. P. 1.140(a)(3)' },
    { text: 'Defenses not presented by motion or, if no motion is made, in the responsive pleading are waived, except failure to state a cause of action, failure to join an indispensable party and lack of subject-matter jurisdiction: raise every ground this motion should carry now.', citation: 'Fla. R. Civ. P. 1.140(h)' },
  ],
  companions: [CONFERRAL_COMPANION, CERTIFICATE_COMPANION],
  checkBeforeFiling: [
    ...AMENDMENTS_2025,
    {
      subject: 'Conferral on a ground other than failure to state a cause of action',
      citation: 'Fla. R. Civ. P. 1.202(a), (c)',
      reason: 'Rule 1.202(c) exempts a motion to dismiss for failure to state a claim; a motion on another Rule 1.140(b) ground is not in its list as read here: confer before filing and replace the certificate with the conferral form of Rule 1.202(b).',
    },
    {
      subject: 'Authority for the rule that the court is confined to the four corners of the complaint and accepts its well-pleaded allegations as true',
      citation: 'Florida case law',
      reason: 'No Florida Supreme Court citation for this part of the standard could be confirmed here; cite current authority.',
    },
  ],
  intakeFields: stateMotionFields([
    groundsField(DISMISS_GROUNDS, 'The Rule 1.140(b) defense this motion raises; every defense to be raised by motion must be in it (Rule 1.140(h)).'),
    field('textarea', 'challengedClaims', 'Counts challenged', 'Which counts of the complaint the motion targets.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion to Dismiss', 'States what is moved for, under which rule and on which ground.', [
      '{{representedParty}} {{representedParties}}, under Florida Rule of Civil Procedure 1.140(b), moves to dismiss {{challengedClaims}} on the following ground: {{grounds}}.',
      'As Rule 1.140(b) requires, the grounds on which this motion is based and the substantial matters of law to be argued are stated specifically and with particularity in the memorandum of law below.',
    ]),
    lawyerOnly('allegations', 'Allegations of the Complaint', 'The allegations the motion addresses, taken from the complaint and its attachments only.', ['{{keyFacts}}']),
    lawyerOnly('memorandum', 'Memorandum of Law', 'The standard on the motion with verified Florida authority, and why each challenged count fails under it.', [
      `The purpose of a motion to dismiss is to test the legal sufficiency of the complaint, not to determine factual issues. ${GREENE}.`,
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this Motion to Dismiss and enter an order granting the following relief: {{reliefSought}}.',
    ]),
    CONFERRAL_NOT_REQUIRED,
    CERTIFICATE_OF_SERVICE,
  ],
};

const summaryJudgment: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-fl',
  name: 'Motion for Summary Judgment',
  designation: 'Motion for Summary Judgment and Incorporated Memorandum of Law',
  effective: '2021-05-01',
  basis: [
    { text: 'The court shall grant summary judgment if the movant shows that there is no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law, and shall state on the record the reasons for granting or denying the motion.', citation: 'Fla. R. Civ. P. 1.510(a)' },
    { text: 'A party asserting that a fact cannot be or is genuinely disputed must support the assertion by citing to particular parts of materials in the record, or by showing that the materials cited do not establish the absence or presence of a genuine dispute.', citation: 'Fla. R. Civ. P. 1.510(c)(1)' },
    SIGNATURE_BLOCK,
    conferralExempt('for summary judgment', '5'),
  ],
  standard: [
    { text: 'The summary judgment standard is construed and applied in accordance with the federal summary judgment standard.', citation: 'Fla. R. Civ. P. 1.510(a); In re Amends. to Fla. Rule of Civ. Proc. 1.510, 317 So. 3d 72 (Fla. 2021)' },
    { text: 'Under that standard the movant may discharge its burden by pointing out an absence of evidence to support the nonmoving party\'s case.', citation: 'Celotex Corp. v. Catrett, 477 U.S. 317, 325 (1986)' },
    { text: 'A dispute about a material fact is genuine if the evidence is such that a reasonable jury could return a verdict for the nonmoving party.', citation: 'Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)' },
  ],
  companions: [
    { id: 'supporting-factual-position', name: 'Statement of Undisputed Material Facts', citation: 'Fla. R. Civ. P. 1.510(c)(1)', required: true, sectionId: 'supporting-factual-position' },
    CONFERRAL_COMPANION,
    CERTIFICATE_COMPANION,
  ],
  checkBeforeFiling: [
    ...AMENDMENTS_2025,
    {
      subject: 'When the motion may be filed, when the movant\'s supporting factual position and the response are due, and how long before the hearing',
      citation: 'Fla. R. Civ. P. 1.510(b), (c)(5)',
      reason: 'These deadlines were amended again effective January 1, 2025; their current text could not be confirmed, so no deadline is stated.',
    },
  ],
  intakeFields: stateMotionFields([
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'Each claim or defense, or part of one, on which judgment is sought.'),
    field('textarea', 'undisputedFacts', 'Undisputed material facts', 'Each fact with a pinpoint citation to the record material that supports it.'),
    field('textarea', 'evidence', 'Record materials', 'Depositions, documents, affidavits or declarations, admissions and interrogatory answers relied on.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion for Summary Judgment', 'States what is moved for and under which rule.', [
      '{{representedParty}} {{representedParties}}, under Florida Rule of Civil Procedure 1.510, moves for summary judgment on the following claims or defenses: {{claimsAtIssue}}.',
      'Summary judgment is to be granted where the movant shows that there is no genuine dispute as to any material fact and that the movant is entitled to judgment as a matter of law. Fla. R. Civ. P. 1.510(a).',
    ]),
    lawyerOnly('supporting-factual-position', 'Statement of Undisputed Material Facts (Supporting Factual Position, Fla. R. Civ. P. 1.510(c)(1))',
      'Each material fact, numbered, with a citation to particular parts of materials in the record.', ['{{undisputedFacts}}', 'Record materials relied on: {{evidence}}.']),
    lawyerOnly('memorandum', 'Memorandum of Law', 'Why the record entitles the movant to judgment on each claim or defense, with verified authority.', [
      'Rule 1.510(a) requires the summary judgment standard to be construed and applied in accordance with the federal summary judgment standard. In re Amends. to Fla. Rule of Civ. Proc. 1.510, 317 So. 3d 72 (Fla. 2021); see Celotex Corp. v. Catrett, 477 U.S. 317 (1986); Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986).',
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this Motion for Summary Judgment, state on the record its reasons as Rule 1.510(a) requires, and enter the following relief: {{reliefSought}}.',
    ]),
    CONFERRAL_NOT_REQUIRED,
    CERTIFICATE_OF_SERVICE,
  ],
};

const motionToCompel: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-fl',
  name: 'Motion to Compel Discovery',
  designation: 'Motion to Compel Discovery',
  effective: '2012-09-01',
  effectiveNote: 'The date e-mail service under Fla. R. Gen. Prac. & Jud. Admin. 2.516 took effect; of the 2025 amendments to the civil and general practice rules only Rule 1.202\'s conferral (January 1, 2025) is reflected (see Check before filing).',
  basis: [
    { text: 'When a party fails to answer interrogatories, to respond to a request for inspection, or a deponent fails to answer a question, the discovering party may move for an order compelling an answer, a designation or an inspection.', citation: 'Fla. R. Civ. P. 1.380(a)(2)' },
    { text: 'The motion must include a certification that the movant, in good faith, has conferred or attempted to confer with the person or party failing to make the discovery in an effort to secure it without court action.', citation: 'Fla. R. Civ. P. 1.380(a)(2)' },
    { text: 'If the motion is granted, the court shall require the party or deponent whose conduct necessitated it, or counsel advising the conduct, to pay the movant\'s reasonable expenses, including attorneys\' fees, unless the movant failed to certify a good-faith effort, the opposition was justified, or other circumstances make an award unjust.', citation: 'Fla. R. Civ. P. 1.380(a)(4)' },
    SIGNATURE_BLOCK,
    CONFERRAL_DUTY,
  ],
  companions: [
    CONFERRAL_COMPANION,
    { id: 'good-faith-certification', name: 'Certification of Good-Faith Conferral', citation: 'Fla. R. Civ. P. 1.380(a)(2)', required: true, sectionId: 'good-faith-certification' },
    CERTIFICATE_COMPANION,
  ],
  checkBeforeFiling: AMENDMENTS_2025,
  intakeFields: stateMotionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Discovery served on', 'Date the requests were served.'),
    field('textarea', 'meetAndConfer', 'Conferral efforts', 'When and how counsel conferred or attempted to confer in good faith with the party failing to make discovery.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion to Compel Discovery', 'States what is moved for and under which rule.', [
      '{{representedParty}} {{representedParties}}, under Florida Rule of Civil Procedure 1.380(a), moves for an order compelling the discovery described below, which was served on {{discoveryServedDate}}.',
    ]),
    lawyerOnly('discovery-at-issue', 'Discovery at Issue', 'Each request and the response or objection received, and why it is deficient.', ['{{discoveryAtIssue}}']),
    lawyerOnly('memorandum', 'Memorandum of Law', 'Why the discovery is within the scope of Rule 1.280 and the objections fail, with verified authority.'),
    boilerplate('expenses', 'Request for Expenses (Fla. R. Civ. P. 1.380(a)(4))', 'Asks for the reasonable expenses of the motion.', [
      '{{representedParty}} requests an award of the reasonable expenses incurred in obtaining the order, including attorneys\' fees, under Florida Rule of Civil Procedure 1.380(a)(4).',
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this Motion to Compel Discovery and order the following relief: {{reliefSought}}.',
    ]),
    CONFERRED,
    boilerplate('good-faith-certification', 'Certification of Good-Faith Conferral (Fla. R. Civ. P. 1.380(a)(2))', 'The certification Rule 1.380(a)(2) requires in the motion.', [
      'The undersigned certifies that the movant, in good faith, has conferred or attempted to confer with the person or party failing to make the discovery in an effort to secure the information or material without court action, as follows: {{meetAndConfer}}',
    ]),
    CERTIFICATE_OF_SERVICE,
  ],
};

export const floridaPapers: PaperInput[] = [motionToDismiss, summaryJudgment, motionToCompel, ...floridaCovenantPapers];

// Every goal has a Florida paper, so nothing is refused.
export const floridaRefusals: RefusalInput[] = [];
