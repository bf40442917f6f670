import { boilerplate, field, lawyerOnly } from '../../drafting/catalogue-builders';
import type { PaperInput } from '../schema';
import { DECLARANT_SIGNATURE, memorandumOpening, supportingDeclaration } from './builders';
import {
  CALIFORNIA_EFFECTIVE, CALIFORNIA_EFFECTIVE_NOTE, californiaMotionFields, CALIFORNIA_OATH, LATER_AMENDMENTS_CHECK, MEMORANDUM_COMPANION, MEMORANDUM_RULE, NOTICE_PERIODS,
  PAPERS_IN_SUPPORT, PROOF_OF_SERVICE, PROOF_OF_SERVICE_COMPANION, TABLES_PAST_TEN_PAGES, californiaNotice,
  noticeCompanion, pageLimit,
} from './california-common';

/** California superior court: summary judgment (Code Civ. Proc. § 437c) and motions to compel further responses. */

function conclusion(motionName: string) {
  return boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
    `For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant this ${motionName} and order the following: {{reliefSought}}.`,
  ]);
}

export const CALIFORNIA_SUMMARY_JUDGMENT: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-ca',
  name: 'Motion for Summary Judgment',
  designation: 'Notice of Motion and Motion for Summary Judgment; Memorandum of Points and Authorities; Separate Statement of Undisputed Material Facts',
  effective: CALIFORNIA_EFFECTIVE,
  effectiveNote: CALIFORNIA_EFFECTIVE_NOTE,
  basis: [
    { text: 'A party may move for summary judgment if it is contended that the action has no merit or that there is no defense to it.', citation: 'Code Civ. Proc. § 437c(a)(1)' },
    { text: 'The motion shall be granted if all the papers submitted show that there is no triable issue as to any material fact and that the moving party is entitled to a judgment as a matter of law.', citation: 'Code Civ. Proc. § 437c(c)' },
    { text: 'The motion is supported by affidavits, declarations, admissions, answers to interrogatories, depositions and matters of which judicial notice may be taken, and by a separate statement setting forth plainly and concisely all material facts the moving party contends are undisputed, each followed by a reference to the supporting evidence; failure to file the separate statement may in the court\'s discretion be a sufficient ground to deny the motion.', citation: 'Code Civ. Proc. § 437c(b)(1)' },
    { text: 'The form and content of the separate statement.', citation: 'Cal. Rules of Court, rule 3.1350' },
    PAPERS_IN_SUPPORT,
    MEMORANDUM_RULE,
  ],
  standard: [
    { text: 'The party moving for summary judgment bears the burden of persuasion that there is no triable issue of material fact and that it is entitled to judgment as a matter of law, and an initial burden of production to make a prima facie showing that no triable issue of material fact exists.', citation: 'Aguilar v. Atlantic Richfield Co. (2001) 25 Cal.4th 826, 850' },
  ],
  timing: [
    { text: 'The motion may be made after 60 days have elapsed since the general appearance of each party against whom it is directed, or earlier if the court so directs on good cause.', citation: 'Code Civ. Proc. § 437c(a)(1)' },
  ],
  companions: [
    noticeCompanion('Notice of Motion and Motion for Summary Judgment'),
    MEMORANDUM_COMPANION,
    { id: 'separate-statement', name: 'Separate Statement of Undisputed Material Facts', citation: 'Code Civ. Proc. § 437c(b)(1); Cal. Rules of Court, rule 3.1350', required: true, sectionId: 'separate-statement' },
    { id: 'declaration', name: 'Declaration', citation: 'Code Civ. Proc. §§ 437c(b)(1), 2015.5', required: true, sectionId: 'declaration' },
    PROOF_OF_SERVICE_COMPANION,
  ],
  limits: [pageLimit(20), TABLES_PAST_TEN_PAGES],
  checkBeforeFiling: [
    LATER_AMENDMENTS_CHECK,
    { subject: 'Notice, opposition and reply periods and the hearing date before trial', citation: 'Code Civ. Proc. § 437c(a)(2)–(3), (b)(2)–(4)', reason: 'These periods were lengthened by a 2024 amendment (reported as 81 days\' notice, opposition 20 days and reply 11 days before the hearing, from January 1, 2025); confirm the current periods before setting the hearing.' },
  ],
  intakeFields: californiaMotionFields([
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'The action, or each cause of action or defense if summary adjudication is sought in the alternative.'),
    field('textarea', 'undisputedFacts', 'Undisputed material facts', 'Each material fact with a reference to the supporting evidence (§ 437c(b)(1)).'),
    field('textarea', 'evidence', 'Supporting evidence', 'Declarations, discovery responses, deposition excerpts and matters for judicial notice.'),
  ]),
  sections: [
    californiaNotice('Notice of Motion and Motion for Summary Judgment', 'will and hereby does move under Code of Civil Procedure section 437c for summary judgment on the following: {{claimsAtIssue}}'),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('facts', 'Statement of Facts', 'The material facts and procedural history, each cited to the separate statement.', ['{{keyFacts}}']),
    lawyerOnly('legal-standard', 'Legal Standard', 'The section 437c standard and the parties\' burdens, with verified authority.'),
    lawyerOnly('argument', 'Argument', 'Why there is no triable issue of material fact on each claim or defense.', [
      'Claims or defenses at issue: {{claimsAtIssue}}.',
    ]),
    conclusion('Motion for Summary Judgment'),
    lawyerOnly('separate-statement', 'Separate Statement of Undisputed Material Facts', 'Each material fact, numbered, followed by the supporting evidence, in the two-column form rule 3.1350 prescribes.', [
      '{{undisputedFacts}}',
      'Evidence submitted: {{evidence}}.',
    ]),
    supportingDeclaration('declaration', 'Declaration of [Declarant] in Support of Motion for Summary Judgment', CALIFORNIA_OATH),
    PROOF_OF_SERVICE,
  ],
};

export const CALIFORNIA_COMPEL_FURTHER_RESPONSES: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-ca',
  name: 'Motion to Compel Further Responses',
  designation: 'Notice of Motion and Motion to Compel Further Responses; Memorandum of Points and Authorities; Separate Statement',
  effective: CALIFORNIA_EFFECTIVE,
  effectiveNote: CALIFORNIA_EFFECTIVE_NOTE,
  basis: [
    { text: 'The propounding party may move for an order compelling further answers to interrogatories when an answer is evasive or incomplete, an option to produce documents is unwarranted or inadequately specified, or an objection is without merit or too general.', citation: 'Code Civ. Proc. § 2030.300(a)' },
    { text: 'The demanding party may move for an order compelling further response to an inspection demand when a statement of compliance or of inability to comply is incomplete or evasive, or an objection is without merit or too general; the motion must set forth specific facts showing good cause for the discovery.', citation: 'Code Civ. Proc. § 2031.310(a), (b)(1)' },
    { text: 'The requesting party may move for an order compelling further response to requests for admission when an answer is evasive or incomplete or an objection is without merit or too general.', citation: 'Code Civ. Proc. § 2033.290(a)' },
    { text: 'The motion must be accompanied by a meet and confer declaration, stating facts showing a reasonable and good faith attempt at an informal resolution of each issue presented by the motion.', citation: 'Code Civ. Proc. §§ 2016.040, 2030.300(b)(1), 2031.310(b)(2), 2033.290(b)' },
    { text: 'A separate statement is required with a motion to compel further responses, except as the rule provides.', citation: 'Cal. Rules of Court, rule 3.1345(a), (b)' },
    { text: 'The court shall impose a monetary sanction against a party, person or attorney who unsuccessfully makes or opposes the motion, unless it finds substantial justification or other circumstances that make the sanction unjust.', citation: 'Code Civ. Proc. §§ 2023.010 et seq., 2030.300(d)' },
    PAPERS_IN_SUPPORT,
  ],
  timing: [
    { text: 'Notice of the motion must be given within 45 days of service of the verified response or supplemental verified response, or by a later date the parties agreed in writing; otherwise the right to compel a further response is waived.', citation: 'Code Civ. Proc. §§ 2030.300(c), 2031.310(c), 2033.290(c)' },
    NOTICE_PERIODS,
  ],
  companions: [
    noticeCompanion('Notice of Motion and Motion to Compel Further Responses'),
    MEMORANDUM_COMPANION,
    { id: 'meet-and-confer-declaration', name: 'Declaration of Counsel re Meet and Confer', citation: 'Code Civ. Proc. § 2016.040', required: true, sectionId: 'meet-and-confer' },
    { id: 'separate-statement', name: 'Separate Statement', citation: 'Cal. Rules of Court, rule 3.1345(a)', required: true, sectionId: 'discovery-at-issue' },
    PROOF_OF_SERVICE_COMPANION,
  ],
  limits: [pageLimit(15), TABLES_PAST_TEN_PAGES],
  checkBeforeFiling: [LATER_AMENDMENTS_CHECK],
  intakeFields: californiaMotionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response received and why a further response is required.'),
    field('date', 'discoveryServedDate', 'Verified response served on', 'Date the verified response was served; the 45-day period runs from it.'),
    field('textarea', 'meetAndConfer', 'Meet-and-confer efforts', 'The reasonable and good-faith attempt at informal resolution of each issue (§ 2016.040).'),
  ]),
  sections: [
    californiaNotice('Notice of Motion and Motion to Compel Further Responses', 'will and hereby does move under Code of Civil Procedure sections 2030.300, 2031.310 and 2033.290, as applicable, for an order compelling further responses to the discovery described below'),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('argument', 'Argument', 'Why each further response is required, good cause for inspection demands, and why sanctions should be imposed, with verified authority.'),
    conclusion('Motion to Compel Further Responses'),
    boilerplate('meet-and-confer', 'Declaration of Counsel re Meet and Confer (Code Civ. Proc. § 2016.040)', 'Facts showing a reasonable and good-faith attempt at informal resolution of each issue.', [
      'I, {{attorneyName}}, am counsel of record for {{representedParties}}. Before filing this motion I attempted in good faith to resolve each issue it presents informally, as follows: {{meetAndConfer}}.',
      CALIFORNIA_OATH,
      DECLARANT_SIGNATURE,
    ]),
    lawyerOnly('discovery-at-issue', 'Separate Statement in Support of Motion to Compel Further Responses (Cal. Rules of Court, rule 3.1345)', 'Each request and response in full, followed by the reasons a further response should be compelled, as rule 3.1345(c) prescribes.', [
      'The verified response was served on {{discoveryServedDate}}. {{discoveryAtIssue}}',
    ]),
    PROOF_OF_SERVICE,
  ],
};
