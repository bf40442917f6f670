import { boilerplate, field, lawyerOnly, optional } from '../../drafting/catalogue-builders';
import type { PaperInput, RefusalInput } from '../schema';
import { illinoisCovenantPapers } from './illinois-covenants';
import { groundsField, stateMotionFields } from './motion-intake';

/** Illinois circuit court papers under the Code of Civil Procedure (735 ILCS 5) and the Supreme Court Rules. */

const BAR_NUMBER = 'ARDC number';

const CERTIFICATE_OF_SERVICE = boilerplate('certificate-of-service', 'Certificate of Service (Ill. S. Ct. R. 11, 12)',
  'Proves service on every party of record by the attorney\'s certificate.', [
    'The undersigned attorney certifies that on [date of service] this document was served on [names of counsel and parties of record] by [e-mail to the addresses designated under Rule 11 / other method Rule 11 permits].',
    '[Signature of attorney]',
  ]);

const CERTIFICATE_COMPANION = {
  id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Ill. S. Ct. R. 11, 12',
  required: true, sectionId: 'certificate-of-service',
} as const;

const ATTORNEY_BLOCK = [
  { text: 'Every document an attorney files or serves bears the attorney\'s name, business address, e-mail address and telephone number; the attorney designates a primary e-mail address and at most two secondary ones.', citation: 'Ill. S. Ct. R. 131(d)(1)' },
  { text: 'The motion is signed by at least one attorney of record, whose signature certifies that the attorney has read it and that, after reasonable inquiry, it is well grounded in fact, warranted by law or a good-faith argument to change it, and not interposed for any improper purpose.', citation: 'Ill. S. Ct. R. 137(a)' },
];

const LOCAL_PRACTICE = {
  subject: 'Notice of motion, briefing schedule, page limits and attorney code required by the circuit\'s local rules',
  citation: 'Local rules of the circuit court',
  reason: 'No statewide rule on these was confirmed; the circuit court where the case is pending sets them.',
};

const DISMISS_GROUNDS = {
  offered: [
    { value: 'section-2-615', label: 'Section 2-615: complaint substantially insufficient in law (fails to state a cause of action)', citation: '735 ILCS 5/2-615(a)' },
    { value: 'section-2-619-a-1', label: 'Section 2-619(a)(1): no jurisdiction of the subject matter', citation: '735 ILCS 5/2-619(a)(1)' },
    { value: 'section-2-619-a-2', label: 'Section 2-619(a)(2): lack of legal capacity to sue or be sued', citation: '735 ILCS 5/2-619(a)(2)' },
    { value: 'section-2-619-a-3', label: 'Section 2-619(a)(3): another action pending between the same parties for the same cause', citation: '735 ILCS 5/2-619(a)(3)' },
    { value: 'section-2-619-a-4', label: 'Section 2-619(a)(4): barred by a prior judgment', citation: '735 ILCS 5/2-619(a)(4)' },
    { value: 'section-2-619-a-5', label: 'Section 2-619(a)(5): not commenced within the time limited by law', citation: '735 ILCS 5/2-619(a)(5)' },
    { value: 'section-2-619-a-6', label: 'Section 2-619(a)(6): released, satisfied of record, or discharged in bankruptcy', citation: '735 ILCS 5/2-619(a)(6)' },
    { value: 'section-2-619-a-7', label: 'Section 2-619(a)(7): unenforceable under the statute of frauds', citation: '735 ILCS 5/2-619(a)(7)' },
    { value: 'section-2-619-a-8', label: 'Section 2-619(a)(8): unenforceable because of the defendant\'s minority or other disability', citation: '735 ILCS 5/2-619(a)(8)' },
    { value: 'section-2-619-a-9', label: 'Section 2-619(a)(9): barred by other affirmative matter', citation: '735 ILCS 5/2-619(a)(9)' },
  ],
  defaultValue: 'section-2-615',
  elsewhere: [
    { label: 'Lack of jurisdiction over the person', paper: 'Motion under Section 2-301 objecting to jurisdiction over the person, filed before any other pleading or motion (other than one to extend time) or as part of a combined motion', citation: '735 ILCS 5/2-301(a)' },
    { label: 'Insufficiency of process or of service of process', paper: 'Motion under Section 2-301 to dismiss or to quash service of process, filed before any other pleading or motion (other than one to extend time) or as part of a combined motion', citation: '735 ILCS 5/2-301(a)' },
    { label: 'Improper venue', paper: 'Motion to transfer to a proper venue, made on or before the date the defendant must appear', citation: '735 ILCS 5/2-104(b)' },
  ],
};

const motionToDismiss: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-il',
  name: 'Motion to Dismiss Under Section 2-615',
  designation: 'Motion to Dismiss Under Section 2-615 of the Code of Civil Procedure',
  effective: '2020-07-15',
  basis: [
    { text: 'Objections to pleadings are raised by motion, which must point out specifically the defects complained of and ask for appropriate relief, such as that the pleading be stricken as substantially insufficient in law or the action dismissed.', citation: '735 ILCS 5/2-615(a)' },
    { text: 'Within the time for pleading, a defendant may move for involuntary dismissal on the defects and defenses section 2-619(a)(1) to (9) lists; a ground not appearing on the face of the pleading must be supported by affidavit.', citation: '735 ILCS 5/2-619(a)' },
    { text: 'Motions under sections 2-615 and 2-619 may be filed together as a single combined motion, in parts, each part limited to and specifying the section it is made under and showing the points or grounds relied upon.', citation: '735 ILCS 5/2-619.1' },
    ...ATTORNEY_BLOCK,
  ],
  grounds: DISMISS_GROUNDS,
  standard: [
    { text: 'A section 2-615 motion tests the legal sufficiency of the complaint on defects apparent on its face; the court accepts as true all well-pleaded facts and the reasonable inferences from them, and Illinois is a fact-pleading jurisdiction.', citation: 'Marshall v. Burger King Corp., 222 Ill. 2d 422, 429–30 (2006)' },
  ],
  timing: [
    { text: 'The summons requires the defendant to answer or otherwise appear within 30 days after service; an appearance may be made by filing a motion within that time, and the answer is then due when the order disposing of the motion directs.', citation: 'Ill. S. Ct. R. 101(d), 181(a)' },
    { text: 'A section 2-619 motion is filed within the time for pleading.', citation: '735 ILCS 5/2-619(a)' },
  ],
  companions: [
    { id: 'section-2-619-affidavit', name: 'Affidavit in Support of Section 2-619 Grounds', citation: '735 ILCS 5/2-619(a); Ill. S. Ct. R. 191(a)', required: false, when: 'A section 2-619 ground does not appear on the face of the complaint.', sectionId: 'section-2-619-affidavit' },
    CERTIFICATE_COMPANION,
  ],
  checkBeforeFiling: [LOCAL_PRACTICE],
  intakeFields: stateMotionFields([
    groundsField(DISMISS_GROUNDS, 'The section this motion is made under; a motion joining 2-615 and 2-619 grounds is a combined motion in parts (735 ILCS 5/2-619.1).'),
    field('textarea', 'challengedClaims', 'Counts challenged', 'Which counts of the complaint the motion targets.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion to Dismiss Under Section 2-615', 'States what is moved for, under which section and on which ground.', [
      '{{representedParty}} {{representedParties}} moves to dismiss {{challengedClaims}} on the following ground: {{grounds}}.',
      'As section 2-615(a) of the Code of Civil Procedure (735 ILCS 5/2-615(a)) requires, this motion points out specifically the defects complained of and asks for the relief stated below.',
      'Where this motion also raises a ground under section 2-619 (735 ILCS 5/2-619), it is a combined motion under section 2-619.1: it is in parts, each limited to and specifying the section it is made under and showing the points or grounds relied upon under that section.',
    ]),
    lawyerOnly('defects', 'Defects in the Complaint (735 ILCS 5/2-615(a))', 'Each defect, count by count, as it appears on the face of the complaint.', ['{{keyFacts}}']),
    lawyerOnly('memorandum', 'Memorandum of Law in Support', 'Why each challenged count fails under the standard, with verified Illinois authority.', [
      'A section 2-615 motion tests the legal sufficiency of the complaint on defects apparent on its face; the well-pleaded facts and their reasonable inferences are taken as true, and Illinois is a fact-pleading jurisdiction. Marshall v. Burger King Corp., 222 Ill. 2d 422, 429–30 (2006).',
    ]),
    optional(lawyerOnly('section-2-619-affidavit', 'Affidavit in Support of Section 2-619 Grounds (735 ILCS 5/2-619(a); Ill. S. Ct. R. 191(a))',
      'Facts within the affiant\'s personal knowledge supporting a 2-619 ground that does not appear on the face of the complaint, with sworn or certified copies of the documents relied on.')),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this motion and enter an order granting the following relief: {{reliefSought}}.',
    ]),
    CERTIFICATE_OF_SERVICE,
  ],
};

const summaryJudgment: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-il',
  name: 'Motion for Summary Judgment',
  designation: 'Motion for Summary Judgment Under Section 2-1005 of the Code of Civil Procedure',
  effective: '2020-07-15',
  basis: [
    { text: 'Judgment is rendered without delay if the pleadings, depositions and admissions on file, together with the affidavits, if any, show that there is no genuine issue as to any material fact and that the moving party is entitled to a judgment as a matter of law.', citation: '735 ILCS 5/2-1005(c)' },
    { text: 'Affidavits in support of a summary judgment motion are made on the affiant\'s personal knowledge, set forth with particularity the facts relied on, attach sworn or certified copies of the documents relied on, state facts admissible in evidence rather than conclusions, and show that the affiant could testify competently to them.', citation: 'Ill. S. Ct. R. 191(a)' },
    ...ATTORNEY_BLOCK,
  ],
  timing: [
    { text: 'A plaintiff may move after the opposite party has appeared or after the time within which the opposite party is required to appear has expired.', citation: '735 ILCS 5/2-1005(a)' },
    { text: 'A defendant may move at any time, with or without supporting affidavits.', citation: '735 ILCS 5/2-1005(b)' },
  ],
  companions: [
    { id: 'supporting-affidavit', name: 'Affidavit in Support of Motion for Summary Judgment', citation: 'Ill. S. Ct. R. 191(a)', required: false, when: 'The motion relies on facts not established by the pleadings, depositions and admissions on file.', sectionId: 'supporting-affidavit' },
    CERTIFICATE_COMPANION,
  ],
  checkBeforeFiling: [
    LOCAL_PRACTICE,
    { subject: 'Leading Illinois Supreme Court authority on the summary judgment standard', citation: 'Illinois case law', reason: 'No case citation was confirmed here; the standard is stated from the statute only.' },
  ],
  intakeFields: stateMotionFields([
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'Each claim or defense, or part of one, on which judgment is sought.'),
    field('textarea', 'undisputedFacts', 'Undisputed material facts', 'Each fact with the deposition, admission or affidavit that supports it.'),
    field('textarea', 'evidence', 'Supporting materials', 'Depositions, admissions and Rule 191(a) affidavits filed with the motion.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion for Summary Judgment (735 ILCS 5/2-1005)', 'States what is moved for and under which section.', [
      '{{representedParty}} {{representedParties}} moves under section 2-1005 of the Code of Civil Procedure (735 ILCS 5/2-1005) for summary judgment on the following claims or defenses: {{claimsAtIssue}}.',
      'Judgment is to be rendered without delay where the pleadings, depositions and admissions on file, together with any affidavits, show that there is no genuine issue as to any material fact and that the moving party is entitled to a judgment as a matter of law. 735 ILCS 5/2-1005(c).',
    ]),
    lawyerOnly('undisputed-facts', 'Statement of Undisputed Material Facts', 'Each material fact, numbered, with a citation to the deposition, admission or affidavit that supports it.', [
      '{{undisputedFacts}}', 'Materials relied on: {{evidence}}.',
    ]),
    lawyerOnly('memorandum', 'Memorandum of Law in Support', 'Why the record shows no genuine issue of material fact on each claim or defense, with verified Illinois authority.'),
    optional(lawyerOnly('supporting-affidavit', 'Affidavit in Support of Motion for Summary Judgment (Ill. S. Ct. R. 191(a))',
      'Facts within the affiant\'s personal knowledge, set out with particularity, with sworn or certified copies of the documents relied on attached.')),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this Motion for Summary Judgment and enter the following relief: {{reliefSought}}.',
    ]),
    CERTIFICATE_OF_SERVICE,
  ],
};

const motionToCompel: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-il',
  name: 'Motion to Compel Discovery',
  designation: 'Motion to Compel Discovery Under Supreme Court Rule 219(a)',
  effective: '2020-07-15',
  basis: [
    { text: 'When a party or deponent refuses to answer a question or interrogatory or to produce documents, the proponent may move for an order compelling an answer or production; the rule provides for an award of the reasonable expenses of obtaining the order, including attorney fees, where the refusal or failure was without substantial justification.', citation: 'Ill. S. Ct. R. 219(a)' },
    { text: 'Every motion with respect to discovery must incorporate a statement that counsel responsible for trial of the case, after personal consultation and reasonable attempts to resolve differences, have been unable to reach an accord, or that opposing counsel made himself or herself unavailable for personal consultation or was unreasonable in attempts to resolve differences.', citation: 'Ill. S. Ct. R. 201(k)' },
    ...ATTORNEY_BLOCK,
  ],
  companions: [
    { id: 'rule-201k-statement', name: 'Rule 201(k) Statement', citation: 'Ill. S. Ct. R. 201(k)', required: true, sectionId: 'rule-201k-statement' },
    CERTIFICATE_COMPANION,
  ],
  checkBeforeFiling: [LOCAL_PRACTICE],
  intakeFields: stateMotionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Discovery served on', 'Date the requests were served.'),
    field('textarea', 'meetAndConfer', 'Personal consultation', 'When and how trial counsel personally consulted and tried to resolve the differences, and the outcome.'),
  ], BAR_NUMBER),
  sections: [
    boilerplate('motion', 'Motion to Compel Discovery (Ill. S. Ct. R. 219(a))', 'States what is moved for and under which rule.', [
      '{{representedParty}} {{representedParties}} moves under Illinois Supreme Court Rule 219(a) for an order compelling the answers or production described below, requested on {{discoveryServedDate}}.',
    ]),
    boilerplate('rule-201k-statement', 'Rule 201(k) Statement', 'The statement Rule 201(k) requires in every discovery motion.', [
      'Counsel responsible for trial of the case states that, after personal consultation and reasonable attempts to resolve differences, the parties have been unable to reach an accord [or: that opposing counsel made himself or herself unavailable for personal consultation or was unreasonable in attempts to resolve differences]. The consultation: {{meetAndConfer}}',
    ]),
    lawyerOnly('discovery-at-issue', 'Discovery at Issue', 'Each request and the answer or objection received, and why it is deficient.', ['{{discoveryAtIssue}}']),
    lawyerOnly('memorandum', 'Memorandum of Law in Support', 'Why the discovery is proper under Rule 201(b) and the objections fail, with verified Illinois authority.'),
    boilerplate('expenses', 'Request for Expenses (Ill. S. Ct. R. 219(a))', 'Asks for the reasonable expenses of the motion.', [
      '{{representedParty}} asks the Court to find that the refusal was without substantial justification and to award the reasonable expenses incurred in obtaining the order, including attorney fees, under Illinois Supreme Court Rule 219(a).',
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'WHEREFORE, {{representedParty}} respectfully requests that the Court grant this Motion to Compel Discovery and order the following relief: {{reliefSought}}.',
    ]),
    CERTIFICATE_OF_SERVICE,
  ],
};

export const illinoisPapers: PaperInput[] = [motionToDismiss, summaryJudgment, motionToCompel, ...illinoisCovenantPapers];

// Every goal has an Illinois paper, so nothing is refused.
export const illinoisRefusals: RefusalInput[] = [];
