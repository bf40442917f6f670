import { boilerplate, field, lawyerOnly, optional } from '../../drafting/catalogue-builders';
import type { PaperInput } from '../schema';
import { DECLARANT_SIGNATURE, groundsSelect, memorandumOpening } from './builders';
import {
  CALIFORNIA_EFFECTIVE, CALIFORNIA_EFFECTIVE_NOTE, californiaMotionFields, CALIFORNIA_OATH, LATER_AMENDMENTS_CHECK, MEMORANDUM_COMPANION, MEMORANDUM_RULE, NOTICE_PERIODS, PAPERS_IN_SUPPORT, PROOF_OF_SERVICE,
  PROOF_OF_SERVICE_COMPANION, TABLES_PAST_TEN_PAGES, californiaNotice, noticeCompanion, pageLimit,
} from './california-common';

/**
 * California superior court: a complaint that fails to state a cause of action is attacked by demurrer, not by a
 * motion to dismiss. Personal jurisdiction, service, forum and venue are raised by other motions, named here.
 */

const SECTION_430_10_GROUNDS = [
  { value: 'no-subject-matter-jurisdiction', label: '§ 430.10(a): the court has no jurisdiction of the subject of the cause of action alleged', citation: 'Code Civ. Proc. § 430.10(a)' },
  { value: 'no-capacity', label: '§ 430.10(b): the person who filed the pleading does not have the legal capacity to sue', citation: 'Code Civ. Proc. § 430.10(b)' },
  { value: 'another-action-pending', label: '§ 430.10(c): another action is pending between the same parties on the same cause of action', citation: 'Code Civ. Proc. § 430.10(c)' },
  { value: 'defect-or-misjoinder', label: '§ 430.10(d): there is a defect or misjoinder of parties', citation: 'Code Civ. Proc. § 430.10(d)' },
  { value: 'insufficient-facts', label: '§ 430.10(e): the pleading does not state facts sufficient to constitute a cause of action', citation: 'Code Civ. Proc. § 430.10(e)' },
  { value: 'uncertain', label: '§ 430.10(f): the pleading is uncertain (ambiguous or unintelligible)', citation: 'Code Civ. Proc. § 430.10(f)' },
  { value: 'contract-form-unclear', label: '§ 430.10(g): in an action founded on a contract, it cannot be ascertained whether the contract is written, oral or implied by conduct', citation: 'Code Civ. Proc. § 430.10(g)' },
];

const MEET_AND_CONFER_HEADING = 'Declaration of Counsel re Meet and Confer (Code Civ. Proc. § 430.41)';

export const CALIFORNIA_DEMURRER: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-ca',
  name: 'Demurrer',
  designation: 'Notice of Demurrer and Demurrer to Complaint; Memorandum of Points and Authorities',
  effective: CALIFORNIA_EFFECTIVE,
  effectiveNote: CALIFORNIA_EFFECTIVE_NOTE,
  basis: [
    { text: 'A party may object to a complaint by demurrer on the grounds listed in section 430.10.', citation: 'Code Civ. Proc. § 430.10' },
    { text: 'A demurrer lies when the ground for objection appears on the face of the complaint or from any matter of which the court is required to or may take judicial notice.', citation: 'Code Civ. Proc. § 430.30(a)' },
    { text: 'A demurrer must distinctly specify the grounds on which each objection is taken; otherwise it may be disregarded.', citation: 'Code Civ. Proc. § 430.60' },
    { text: 'Each ground of demurrer must be in a separate paragraph and must state whether it applies to the entire complaint or to specified causes of action.', citation: 'Cal. Rules of Court, rule 3.1320(a)' },
    PAPERS_IN_SUPPORT,
    MEMORANDUM_RULE,
  ],
  grounds: {
    offered: SECTION_430_10_GROUNDS,
    defaultValue: 'insufficient-facts',
    elsewhere: [
      { label: 'Lack of personal jurisdiction or insufficient service of summons', paper: 'Motion to Quash Service of Summons', citation: 'Code Civ. Proc. § 418.10(a)(1)' },
      { label: 'Inconvenient forum', paper: 'Motion to Stay or Dismiss the Action on the Ground of Inconvenient Forum', citation: 'Code Civ. Proc. § 418.10(a)(2)' },
      { label: 'Improper venue (wrong county)', paper: 'Motion to Transfer (Change of Venue)', citation: 'Code Civ. Proc. §§ 396b, 397' },
    ],
  },
  standard: [
    { text: 'The demurrer admits all material facts properly pleaded, but not contentions, deductions or conclusions of fact or law; leave to amend is to be granted when there is a reasonable possibility that the defect can be cured by amendment, a burden that is on the plaintiff.', citation: 'Blank v. Kirwan (1985) 39 Cal.3d 311, 318' },
  ],
  timing: [
    { text: 'A defendant may demur within 30 days after service of the complaint.', citation: 'Code Civ. Proc. § 430.40(a)' },
    { text: 'A demurrer must be set for hearing not more than 35 days after it is filed or on the first date available to the court thereafter.', citation: 'Cal. Rules of Court, rule 3.1320(c)' },
    NOTICE_PERIODS,
  ],
  companions: [
    noticeCompanion('Notice of Hearing on Demurrer'),
    { id: 'demurrer', name: 'Demurrer', citation: 'Code Civ. Proc. §§ 430.10, 430.60; Cal. Rules of Court, rules 3.1112(a)(2), 3.1320(a)', required: true, sectionId: 'demurrer' },
    MEMORANDUM_COMPANION,
    { id: 'meet-and-confer-declaration', name: MEET_AND_CONFER_HEADING, citation: 'Code Civ. Proc. § 430.41(a)(3)', required: false, when: 'If section 430.41 is in force when the demurrer is filed (confirm it first; see the checks before filing).', sectionId: 'meet-and-confer' },
    PROOF_OF_SERVICE_COMPANION,
  ],
  limits: [pageLimit(15), TABLES_PAST_TEN_PAGES],
  checkBeforeFiling: [
    LATER_AMENDMENTS_CHECK,
    { subject: 'Meet and confer before demurring, and the declaration stating it', citation: 'Code Civ. Proc. § 430.41', reason: 'The section was enacted with a sunset date and its continued force could not be confirmed; confirm it and, if it is in force, meet and confer before filing and file the declaration it requires.' },
  ],
  intakeFields: californiaMotionFields([
    groundsSelect(SECTION_430_10_GROUNDS, 'The ground of demurrer under Code Civ. Proc. § 430.10. Personal jurisdiction, service, forum and venue are raised by other motions.'),
    field('textarea', 'challengedClaims', 'Causes of action challenged', 'Whether the demurrer is to the entire complaint or to specified causes of action (rule 3.1320(a)).'),
  ]),
  sections: [
    californiaNotice('Notice of Hearing on Demurrer', 'will and hereby does demur to the complaint under Code of Civil Procedure section 430.10, on the grounds stated in the Demurrer below'),
    lawyerOnly('demurrer', 'Demurrer', 'Each ground in a separate paragraph, stating whether it applies to the entire complaint or to specified causes of action (rule 3.1320(a)).', [
      '{{representedParty}} {{representedParties}} demurs to the complaint on the following ground, which applies to {{challengedClaims}}: {{grounds}} (Code Civ. Proc. § 430.10).',
    ]),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('facts', 'Allegations of the Complaint', 'The complaint\'s allegations as pleaded and any judicially noticeable matter (Code Civ. Proc. § 430.30(a)).', ['{{keyFacts}}']),
    lawyerOnly('legal-standard', 'Legal Standard', 'The demurrer standard and leave to amend, with verified authority.'),
    lawyerOnly('argument', 'Argument', 'Why each challenged cause of action fails on the ground stated, and why leave to amend should be denied if it should.'),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'For the foregoing reasons, {{representedParty}} respectfully requests that the Court sustain the demurrer and order the following: {{reliefSought}}.',
    ]),
    optional(boilerplate('meet-and-confer', MEET_AND_CONFER_HEADING, 'The demurring party\'s meet-and-confer efforts, if section 430.41 is in force.', [
      'I, {{attorneyName}}, am counsel of record for {{representedParties}}. [The date, manner and substance of the meet and confer with the plaintiff\'s counsel, or the plaintiff\'s failure to respond to the request to meet and confer or to meet and confer in good faith.]',
      CALIFORNIA_OATH,
      DECLARANT_SIGNATURE,
    ])),
    PROOF_OF_SERVICE,
  ],
};
