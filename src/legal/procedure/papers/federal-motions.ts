import { CERTIFICATE_OF_SERVICE, boilerplate, field, lawyerOnly, optional } from '../../drafting/catalogue-builders';
import { motionFields } from '../../drafting/types-motions';
import type { PaperInput } from '../schema';
import { memorandumOpening, proposedOrder, supportingDeclaration } from './builders';
import { FEDERAL_LOCAL_RULES_CHECK } from './federal-dismiss';

/** United States district courts: summary judgment (Rule 56) and the motion to compel discovery (Rule 37(a)). */

const DECLARATION_OATH = 'I declare under penalty of perjury that the foregoing is true and correct. Executed on [date] at [city and state].';

const NOTICE_COMPANION = {
  id: 'notice-of-motion', name: 'Notice of Motion', citation: 'Fed. R. Civ. P. 7(b)(1); district local rules', required: false,
  when: 'When the district\'s local rules require a noticed hearing date.', sectionId: 'notice',
};
const PROPOSED_ORDER_COMPANION = {
  id: 'proposed-order', name: '[Proposed] Order', citation: 'District local rules', required: false,
  when: 'When the district\'s local rules or the judge\'s standing order require a proposed order.', sectionId: 'proposed-order',
};
const CERTIFICATE_COMPANION = {
  id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Fed. R. Civ. P. 5(d)(1)(B)', required: false,
  when: 'Not required when the paper is served by filing it with the court\'s electronic-filing system.', sectionId: 'certificate-of-service',
};
const NO_FRCP_PAGE_LIMIT = {
  text: 'The Federal Rules of Civil Procedure set no page or word limit for a motion; each district\'s local rules and the assigned judge\'s standing orders do. Check both before filing.',
  citation: 'Fed. R. Civ. P. 83',
};

function notice(heading: string, rules: string, what: string) {
  return boilerplate('notice', heading, 'Tells the parties what is moved for, when and where.', [
    `PLEASE TAKE NOTICE that on {{hearingDate}}, or as soon thereafter as the matter may be heard, before the Honorable {{judge}} of the {{court}}, {{representedParty}} {{representedParties}} will and hereby does move under ${rules} for ${what}.`,
    'The motion is based on this notice and motion, the memorandum of points and authorities below, the papers filed with it, the pleadings and papers on file, and such further argument as the Court may consider.',
  ]);
}

function conclusion(motionName: string) {
  return boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
    `For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant this ${motionName} and order the following relief: {{reliefSought}}.`,
  ]);
}

export const FEDERAL_SUMMARY_JUDGMENT: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-federal',
  name: 'Motion for Summary Judgment',
  designation: 'Notice of Motion and Motion for Summary Judgment; Memorandum of Points and Authorities',
  // Rule 5(d)(1)(B) as amended Dec. 1, 2018 (no certificate for service through the court's e-filing system).
  effective: '2018-12-01',
  basis: [
    { text: 'A party may move for summary judgment, identifying each claim or defense, or the part of each claim or defense, on which summary judgment is sought; the court shall grant it if the movant shows that there is no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law.', citation: 'Fed. R. Civ. P. 56(a)' },
    { text: 'A party asserting that a fact cannot be or is genuinely disputed must support the assertion by citing particular parts of materials in the record, or by showing that the materials cited do not establish the absence or presence of a genuine dispute.', citation: 'Fed. R. Civ. P. 56(c)(1)' },
    { text: 'An affidavit or declaration used to support or oppose the motion must be made on personal knowledge, set out facts that would be admissible in evidence, and show that the affiant or declarant is competent to testify on the matters stated.', citation: 'Fed. R. Civ. P. 56(c)(4)' },
  ],
  standard: [
    { text: 'Summary judgment is mandated against a party who fails to make a showing sufficient to establish an element essential to its case on which it will bear the burden of proof at trial; the movant bears the initial responsibility of identifying the parts of the record that show the absence of a genuine issue of material fact.', citation: 'Celotex Corp. v. Catrett, 477 U.S. 317, 322–23 (1986)' },
    { text: 'A fact is material if it might affect the outcome under the governing law; a dispute is genuine if the evidence is such that a reasonable jury could return a verdict for the nonmoving party.', citation: 'Anderson v. Liberty Lobby, Inc., 477 U.S. 242, 248 (1986)' },
  ],
  timing: [
    { text: 'Unless a different time is set by local rule or the court orders otherwise, a party may file the motion at any time until 30 days after the close of all discovery.', citation: 'Fed. R. Civ. P. 56(b)' },
  ],
  companions: [
    NOTICE_COMPANION,
    { id: 'memorandum', name: 'Memorandum of Points and Authorities', citation: 'District local rules', required: false, when: 'Most districts require a supporting memorandum or brief; check the local rule.', sectionId: 'introduction' },
    { id: 'statement-of-undisputed-facts', name: 'Statement of Undisputed Material Facts', citation: 'District local rules; Fed. R. Civ. P. 56(c)(1)', required: false, when: 'Many districts\' local rules require a separate statement of undisputed facts with record citations.', sectionId: 'undisputed-facts' },
    { id: 'declaration', name: 'Declaration', citation: 'Fed. R. Civ. P. 56(c)(1)(A), 56(c)(4); 28 U.S.C. § 1746', required: true, sectionId: 'declaration' },
    PROPOSED_ORDER_COMPANION,
    CERTIFICATE_COMPANION,
  ],
  limits: [NO_FRCP_PAGE_LIMIT],
  checkBeforeFiling: [FEDERAL_LOCAL_RULES_CHECK],
  intakeFields: motionFields([
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'Each claim or defense, or part of one, on which judgment is sought (Rule 56(a)).'),
    field('textarea', 'undisputedFacts', 'Undisputed material facts', 'Each fact with the record material that supports it (Rule 56(c)(1)).'),
    field('textarea', 'evidence', 'Supporting evidence', 'Declarations, deposition excerpts and exhibits filed with the motion.'),
  ]),
  sections: [
    notice('Notice of Motion and Motion for Summary Judgment', 'Federal Rule of Civil Procedure 56', 'summary judgment on the following claims or defenses: {{claimsAtIssue}}'),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('facts', 'Statement of Facts', 'The relevant facts and procedural history, with record citations.', ['{{keyFacts}}']),
    lawyerOnly('legal-standard', 'Legal Standard', 'The Rule 56 standard and the burden on each claim or defense, with verified authority.'),
    lawyerOnly('argument', 'Argument', 'Why the undisputed facts entitle the movant to judgment on each claim or defense.', [
      'Claims or defenses at issue: {{claimsAtIssue}}.',
    ]),
    conclusion('Motion for Summary Judgment'),
    lawyerOnly('undisputed-facts', 'Statement of Undisputed Material Facts', 'Each material fact, numbered, with a citation to the particular record material that supports it.', [
      '{{undisputedFacts}}',
      'Evidence submitted: {{evidence}}.',
    ]),
    supportingDeclaration('declaration', 'Declaration of [Declarant] in Support of Motion for Summary Judgment', DECLARATION_OATH),
    optional(proposedOrder('[Proposed] Order Granting Motion for Summary Judgment', 'Motion for Summary Judgment', 'United States District Judge')),
    optional(CERTIFICATE_OF_SERVICE),
  ],
};

export const FEDERAL_MOTION_TO_COMPEL: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-federal',
  name: 'Motion to Compel Discovery',
  designation: 'Notice of Motion and Motion to Compel Discovery; Memorandum of Points and Authorities',
  effective: '2018-12-01',
  basis: [
    { text: 'On notice to other parties and all affected persons, a party may move for an order compelling disclosure or discovery; the motion must include a certification that the movant has in good faith conferred or attempted to confer with the person or party failing to make disclosure or discovery in an effort to obtain it without court action.', citation: 'Fed. R. Civ. P. 37(a)(1)' },
    { text: 'A party seeking discovery may move for an order compelling an answer, designation, production or inspection when a deponent fails to answer, a corporation fails to make a Rule 30(b)(6) or 31(a)(4) designation, a party fails to answer a Rule 33 interrogatory, or a party fails to produce documents or permit inspection under Rule 34.', citation: 'Fed. R. Civ. P. 37(a)(3)(B)' },
    { text: 'An evasive or incomplete disclosure, answer or response must be treated as a failure to disclose, answer or respond.', citation: 'Fed. R. Civ. P. 37(a)(4)' },
    { text: 'Discovery reaches any nonprivileged matter that is relevant to any party\'s claim or defense and proportional to the needs of the case.', citation: 'Fed. R. Civ. P. 26(b)(1)' },
    { text: 'If the motion is granted, or the discovery is provided after it was filed, the court must, after giving an opportunity to be heard, require the party or attorney whose conduct necessitated it to pay the movant\'s reasonable expenses, including attorney\'s fees, unless the movant did not first attempt in good faith to obtain it without court action, the nondisclosure was substantially justified, or other circumstances make an award unjust.', citation: 'Fed. R. Civ. P. 37(a)(5)(A)' },
  ],
  companions: [
    NOTICE_COMPANION,
    { id: 'conference-certification', name: 'Certification of Good-Faith Conference', citation: 'Fed. R. Civ. P. 37(a)(1)', required: true, sectionId: 'meet-and-confer' },
    PROPOSED_ORDER_COMPANION,
    CERTIFICATE_COMPANION,
  ],
  limits: [NO_FRCP_PAGE_LIMIT],
  checkBeforeFiling: [
    FEDERAL_LOCAL_RULES_CHECK,
    { subject: 'Deadline for the motion and any pre-motion conference or joint discovery letter', citation: 'Fed. R. Civ. P. 16(b); district local rules', reason: 'Rule 37(a) sets no deadline; the scheduling order and local rules may set one and may require a conference with the court or a joint letter before a discovery motion.' },
  ],
  intakeFields: motionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Discovery served on', 'Date the requests were served.'),
    field('textarea', 'meetAndConfer', 'Conference efforts', 'When and how counsel conferred or attempted to confer in good faith (Rule 37(a)(1)).'),
  ]),
  sections: [
    notice('Notice of Motion and Motion to Compel Discovery', 'Federal Rule of Civil Procedure 37(a)', 'an order compelling the discovery described below'),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('discovery-at-issue', 'Discovery at Issue', 'Each request and response verbatim, or as local rules require.', [
      'The requests were served on {{discoveryServedDate}}. {{discoveryAtIssue}}',
    ]),
    lawyerOnly('argument', 'Argument', 'Why the discovery is relevant and proportional (Rule 26(b)(1)) and the objections fail, and why expenses should be awarded (Rule 37(a)(5)(A)), with verified authority.'),
    conclusion('Motion to Compel Discovery'),
    lawyerOnly('meet-and-confer', 'Certification of Good-Faith Conference (Fed. R. Civ. P. 37(a)(1))', 'The movant\'s good-faith conference or attempt to confer, with dates, participants and what was resolved.', [
      'The undersigned certifies that the movant has in good faith conferred or attempted to confer with the party failing to make discovery in an effort to obtain it without court action, as follows: {{meetAndConfer}}.',
    ]),
    optional(proposedOrder('[Proposed] Order Granting Motion to Compel Discovery', 'Motion to Compel Discovery', 'United States District Judge')),
    optional(CERTIFICATE_OF_SERVICE),
  ],
};
