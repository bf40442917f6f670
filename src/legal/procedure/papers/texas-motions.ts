import { boilerplate, field, lawyerOnly, optional, selectField } from '../../drafting/catalogue-builders';
import type { PaperInput } from '../schema';
import {
  CERTIFICATE_OF_SERVICE,
  COMMON_COMPANIONS,
  LOCAL_RULES_CHECK,
  NOTICE_OF_HEARING,
  NOTICE_OF_HEARING_TIMING,
  prayer,
  proposedOrder,
  texasMotionFields,
} from './texas-motion-pieces';

/**
 * Texas district-court motions. Texas has no general motion to dismiss for failure to state a claim: Rule 91a
 * dismisses a cause of action with no basis in law or fact, and other defects are raised by their own papers.
 */

const RULE_91A_GROUNDS: [value: string, label: string][] = [
  ['no-basis-in-law', 'No basis in law'],
  ['no-basis-in-fact', 'No basis in fact'],
  ['no-basis-in-law-or-fact', 'No basis in law or in fact'],
];

/**
 * Rule 91a's relief: the cause of action dismissed, and the costs and fees the court may award the prevailing party
 * (discretionary since the 2019 amendment of Tex. Civ. Prac. & Rem. Code § 30.021 by H.B. 3300). There is no leave to
 * amend to deny: the respondent may amend or nonsuit before the hearing (Rule 91a.5).
 */
const RULE_91A_PRAYER = boilerplate('prayer', 'Prayer', 'The relief Rule 91a gives.', [
  'For these reasons, {{representedParty}} {{representedParties}} asks the Court to grant this Motion to Dismiss Under Rule 91a, ' +
    'to dismiss the following cause(s) of action: {{challengedClaims}}, to award the movant the costs and reasonable and necessary ' +
    'attorney fees that the Court may award the prevailing party on the motion (Tex. R. Civ. P. 91a.7; Tex. Civ. Prac. & Rem. ' +
    'Code § 30.021), and to grant all other relief to which it is entitled.',
]);

const MOTION_TO_DISMISS: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-tx',
  name: 'Motion to Dismiss Under Rule 91a',
  designation: 'Motion to Dismiss Under Rule 91a',
  effective: '2019-09-01',
  basis: [
    { text: 'A party may move to dismiss a cause of action on the grounds that it has no basis in law or fact, except in a case brought under the Family Code or a case governed by Chapter 14 of the Civil Practice and Remedies Code.', citation: 'Tex. R. Civ. P. 91a.1' },
    { text: 'The motion must state that it is made pursuant to Rule 91a, must identify each cause of action to which it is addressed, and must state specifically the reasons the cause of action has no basis in law, no basis in fact, or both.', citation: 'Tex. R. Civ. P. 91a.2' },
    { text: 'The court may not consider evidence and must decide the motion based solely on the pleading of the cause of action, together with any pleading exhibits permitted by Rule 59.', citation: 'Tex. R. Civ. P. 91a.6' },
    { text: 'Except in an action by or against a governmental entity or a public official acting in an official capacity or under color of law, the court may award the prevailing party on the motion its costs and reasonable and necessary attorney fees.', citation: 'Tex. R. Civ. P. 91a.7; Tex. Civ. Prac. & Rem. Code § 30.021' },
  ],
  grounds: {
    offered: RULE_91A_GROUNDS.map(([value, label]) => ({ value, label, citation: 'Tex. R. Civ. P. 91a.1' })),
    defaultValue: 'no-basis-in-law',
    elsewhere: [
      { label: 'Defects in the form or substance of a pleading, which the pleader must be allowed to amend', paper: 'Special exceptions', citation: 'Tex. R. Civ. P. 91' },
      { label: 'Lack of personal jurisdiction', paper: 'Special appearance', citation: 'Tex. R. Civ. P. 120a' },
      { label: 'Improper venue', paper: 'Motion to transfer venue', citation: 'Tex. R. Civ. P. 86' },
      { label: 'Lack of subject-matter jurisdiction, including governmental immunity', paper: 'Plea to the jurisdiction', citation: 'Tex. Dep\'t of Parks & Wildlife v. Miranda, 133 S.W.3d 217, 225–26 (Tex. 2004)' },
      { label: 'A legal action based on or in response to the exercise of the right of free speech, petition or association', paper: 'Motion to dismiss under the Texas Citizens Participation Act', citation: 'Tex. Civ. Prac. & Rem. Code § 27.003' },
    ],
  },
  standard: [
    { text: 'A cause of action has no basis in law if the allegations, taken as true, together with inferences reasonably drawn from them, do not entitle the claimant to the relief sought. It has no basis in fact if no reasonable person could believe the facts pleaded.', citation: 'Tex. R. Civ. P. 91a.1' },
    { text: 'The merits of a Rule 91a motion are reviewed de novo: whether a remedy is available under the facts alleged is a question of law, and the rule\'s factual-plausibility standard is akin to a legal-sufficiency review.', citation: 'City of Dallas v. Sanchez, 494 S.W.3d 722, 724 (Tex. 2016) (per curiam)' },
  ],
  timing: [
    { text: 'The motion must be filed within 60 days after the first pleading containing the challenged cause of action is served on the movant.', citation: 'Tex. R. Civ. P. 91a.3(a)' },
    { text: 'The motion must be filed at least 21 days before it is heard.', citation: 'Tex. R. Civ. P. 91a.3(b)' },
    { text: 'The motion must be granted or denied within 45 days after it is filed.', citation: 'Tex. R. Civ. P. 91a.3(c)' },
    { text: 'Any response must be filed no later than 7 days before the date of the hearing.', citation: 'Tex. R. Civ. P. 91a.4' },
    { text: 'The court may not rule if, at least 3 days before the hearing, the respondent nonsuits the challenged cause of action or the movant withdraws the motion; if the respondent amends the cause of action at least 3 days before the hearing, the movant may withdraw the motion or file an amended motion directed to the amended cause of action.', citation: 'Tex. R. Civ. P. 91a.5' },
    NOTICE_OF_HEARING_TIMING,
  ],
  companions: COMMON_COMPANIONS,
  checkBeforeFiling: [
    { subject: 'Order of filing with a special appearance or motion to transfer venue', citation: 'Tex. R. Civ. P. 91a.8; 86; 120a', reason: 'Rule 91a is not an exception to the due-order-of-pleading requirements of Rules 86 and 120a; confirm how the current text of Rule 91a.8 treats a Rule 91a motion filed with those papers before relying on it.' },
    { subject: 'Notice of the hearing and hearing without oral argument', citation: 'Tex. R. Civ. P. 91a.6', reason: 'The minimum notice of a Rule 91a hearing and whether the court may decide the motion without an oral hearing are not stated here; confirm them and the court\'s setting practice.' },
    LOCAL_RULES_CHECK,
  ],
  intakeFields: texasMotionFields([
    selectField('grounds', 'Ground', 'Why each challenged cause of action fails under Rule 91a.1.', RULE_91A_GROUNDS),
    field('textarea', 'challengedClaims', 'Causes of action challenged', 'Each cause of action the motion is addressed to, as the petition pleads it.'),
  ], { fixedRelief: true }),
  sections: [
    boilerplate('motion', 'Motion to Dismiss Under Rule 91a', 'States that the motion is made under Rule 91a and what it challenges (Rule 91a.2).', [
      '{{representedParty}} {{representedParties}} files this Motion to Dismiss, which is made pursuant to Rule 91a of the Texas Rules of Civil Procedure, and asks the Court to dismiss the following cause(s) of action: {{challengedClaims}}.',
      'Ground under Tex. R. Civ. P. 91a.1: {{grounds}}.',
    ]),
    lawyerOnly('pleaded-allegations', 'Allegations of the Challenged Pleading', 'The allegations of the pleading, taken as true, and any pleading exhibits permitted by Rule 59; no evidence (Rule 91a.6).', ['{{keyFacts}}']),
    boilerplate('legal-standard', 'Standard Under Rule 91a', 'The rule\'s test, in its own words.', [
      'A cause of action has no basis in law if the allegations, taken as true, together with inferences reasonably drawn from them, do not entitle the claimant to the relief sought. A cause of action has no basis in fact if no reasonable person could believe the facts pleaded. Tex. R. Civ. P. 91a.1. The Court decides the motion based solely on the pleading of the cause of action, together with any pleading exhibits permitted by Rule 59, and may not consider evidence. Tex. R. Civ. P. 91a.6.',
    ]),
    lawyerOnly('argument', 'Reasons Each Cause of Action Has No Basis in Law or Fact', 'For each challenged cause of action, the specific reasons it has no basis in law, no basis in fact, or both (Rule 91a.2).', ['Causes of action challenged: {{challengedClaims}}.']),
    optional(lawyerOnly('costs-and-fees', 'Request for Costs and Attorney Fees (Rule 91a.7)', 'The costs and reasonable and necessary attorney fees the court may award the prevailing party, unless a governmental entity or official is a party.')),
    RULE_91A_PRAYER,
    CERTIFICATE_OF_SERVICE,
    NOTICE_OF_HEARING,
    proposedOrder('Motion to Dismiss Under Rule 91a', 'the following cause(s) of action are DISMISSED: {{challengedClaims}}.'),
  ],
};

const SUMMARY_JUDGMENT_KINDS: [value: string, label: string][] = [
  ['traditional', 'Traditional (Rule 166a(c))'],
  ['no-evidence', 'No-evidence (Rule 166a(i))'],
  ['traditional-and-no-evidence', 'Traditional and no-evidence (Rules 166a(c) and 166a(i))'],
];

const MOTION_FOR_SUMMARY_JUDGMENT: PaperInput = {
  typeId: 'motion-for-summary-judgment',
  jurisdiction: 'us-tx',
  name: 'Motion for Summary Judgment (Tex. R. Civ. P. 166a)',
  designation: 'Motion for Summary Judgment',
  effective: '1997-09-01',
  basis: [
    { text: 'The motion must state the specific grounds for it. Judgment is rendered if the summary judgment evidence shows that, except as to the amount of damages, there is no genuine issue as to any material fact and the moving party is entitled to judgment as a matter of law on the issues expressly set out in the motion.', citation: 'Tex. R. Civ. P. 166a(c)' },
    { text: 'After adequate time for discovery, a party without presenting summary judgment evidence may move for summary judgment on the ground that there is no evidence of one or more essential elements of a claim or defense on which an adverse party would have the burden of proof at trial. The motion must state the elements as to which there is no evidence, and the court must grant it unless the respondent produces summary judgment evidence raising a genuine issue of material fact.', citation: 'Tex. R. Civ. P. 166a(i)' },
  ],
  standard: [
    { text: 'The movant has the burden of showing that there is no genuine issue of material fact and that it is entitled to judgment as a matter of law; evidence favorable to the non-movant is taken as true, and every reasonable inference is indulged and any doubt resolved in its favor.', citation: 'Nixon v. Mr. Property Management Co., 690 S.W.2d 546, 548–49 (Tex. 1985)' },
    { text: 'A no-evidence summary judgment is essentially a pretrial directed verdict, reviewed under the legal-sufficiency standard; it is defeated if the non-movant produces more than a scintilla of probative evidence raising a genuine issue of material fact.', citation: 'King Ranch, Inc. v. Chapman, 118 S.W.3d 742, 750–51 (Tex. 2003)' },
  ],
  timing: [
    { text: 'A no-evidence motion may be made only after adequate time for discovery.', citation: 'Tex. R. Civ. P. 166a(i)' },
    NOTICE_OF_HEARING_TIMING,
  ],
  companions: [
    { id: 'summary-judgment-evidence', name: 'Summary judgment evidence (affidavits, discovery, pleadings and records) for a traditional motion', citation: 'Tex. R. Civ. P. 166a(c), (d), (f)', required: false, when: 'With a traditional motion; a no-evidence motion may be made without presenting evidence.', sectionId: 'evidence' },
    ...COMMON_COMPANIONS,
  ],
  checkBeforeFiling: [
    { subject: 'Deadlines for the motion, the response and the hearing', citation: 'Tex. R. Civ. P. 166a(c)', reason: 'Rule 166a\'s deadlines for filing and serving the motion and any response before the hearing (historically 21 and 7 days) may have been changed by a recent amendment; confirm the current deadlines before setting the hearing.' },
    LOCAL_RULES_CHECK,
  ],
  intakeFields: texasMotionFields([
    selectField('summaryJudgmentKind', 'Kind of motion', 'Traditional (evidence shows no genuine issue of material fact), no-evidence, or both.', SUMMARY_JUDGMENT_KINDS),
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'Each claim or defense, or element of one, on which judgment is sought.'),
    field('textarea', 'undisputedFacts', 'Grounds and material facts', 'The specific grounds, and for a traditional motion each material fact with its evidence.'),
    field('textarea', 'evidence', 'Summary judgment evidence', 'Affidavits, discovery responses, deposition excerpts and records attached or referenced.', false),
  ]),
  sections: [
    boilerplate('motion', 'Motion for Summary Judgment', 'States the kind of motion and its specific grounds (Rule 166a(c), (i)).', [
      '{{representedParty}} {{representedParties}} files this Motion for Summary Judgment under Rule 166a of the Texas Rules of Civil Procedure on the following claims or defenses: {{claimsAtIssue}}.',
      'Kind of motion: {{summaryJudgmentKind}}.',
    ]),
    lawyerOnly('grounds', 'Grounds for Summary Judgment', 'The specific grounds on which judgment is sought; for a no-evidence motion, each element as to which there is no evidence (Rule 166a(c), (i)).', ['{{undisputedFacts}}']),
    optional(lawyerOnly('evidence', 'Summary Judgment Evidence', 'The evidence attached or referenced, for a traditional motion (Rule 166a(c), (d), (f)).', ['Evidence: {{evidence}}.'])),
    boilerplate('legal-standard', 'Summary Judgment Standards', 'The traditional and no-evidence standards with their leading authority.', [
      'Traditional motion. The movant must show that there is no genuine issue as to any material fact and that it is entitled to judgment as a matter of law. Tex. R. Civ. P. 166a(c); Nixon v. Mr. Property Management Co., 690 S.W.2d 546, 548–49 (Tex. 1985).',
      'No-evidence motion. After adequate time for discovery, the court must grant a motion that states the elements as to which there is no evidence unless the respondent produces summary judgment evidence raising a genuine issue of material fact. Tex. R. Civ. P. 166a(i); King Ranch, Inc. v. Chapman, 118 S.W.3d 742, 750–51 (Tex. 2003).',
    ]),
    lawyerOnly('argument', 'Argument and Authorities', 'Why the movant is entitled to judgment on each ground, with verified authority.', ['Claims or defenses at issue: {{claimsAtIssue}}.']),
    prayer('Motion for Summary Judgment'),
    CERTIFICATE_OF_SERVICE,
    NOTICE_OF_HEARING,
    proposedOrder('Motion for Summary Judgment', 'judgment is rendered for the movant as follows: {{reliefSought}}.'),
  ],
};

const MOTION_TO_COMPEL: PaperInput = {
  typeId: 'motion-to-compel',
  jurisdiction: 'us-tx',
  name: 'Motion to Compel Discovery (Tex. R. Civ. P. 215.1)',
  designation: 'Motion to Compel Discovery',
  effective: '1999-01-01',
  basis: [
    { text: 'A party, on reasonable notice to other parties and all other persons affected, may apply for sanctions or an order compelling discovery.', citation: 'Tex. R. Civ. P. 215.1' },
    { text: 'Any party may at any reasonable time request a hearing on an objection or claim of privilege asserted under Rule 193.', citation: 'Tex. R. Civ. P. 193.4(a)' },
    { text: 'A party may obtain discovery regarding any matter that is not privileged and is relevant to the subject matter of the pending action; it is not a ground for objection that the information will be inadmissible at trial if it appears reasonably calculated to lead to the discovery of admissible evidence.', citation: 'Tex. R. Civ. P. 192.3(a)' },
    { text: 'Every discovery motion must contain a certificate by the party filing it that a reasonable effort has been made to resolve the dispute without the necessity of court intervention and the effort failed.', citation: 'Tex. R. Civ. P. 191.2' },
  ],
  timing: [NOTICE_OF_HEARING_TIMING],
  companions: [
    { id: 'certificate-of-conference', name: 'Certificate of Conference', citation: 'Tex. R. Civ. P. 191.2', required: true, sectionId: 'certificate-of-conference' },
    ...COMMON_COMPANIONS,
  ],
  checkBeforeFiling: [
    { subject: 'Current text of the discovery rules', citation: 'Tex. R. Civ. P. 192.3, 192.4, 215.1', reason: 'The discovery rules were amended effective January 1, 2021; confirm the current text of the scope and limits of discovery before relying on it.' },
    LOCAL_RULES_CHECK,
  ],
  intakeFields: texasMotionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response or objection received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Discovery served on', 'Date the requests were served.'),
    field('textarea', 'meetAndConfer', 'Conference efforts', 'When and how counsel tried to resolve the dispute without the court, and why the effort failed.'),
  ]),
  sections: [
    boilerplate('motion', 'Motion to Compel Discovery', 'States the basis of the motion (Rule 215.1).', [
      '{{representedParty}} {{representedParties}} files this Motion to Compel Discovery under Rule 215.1 of the Texas Rules of Civil Procedure and asks the Court to compel complete responses to the following discovery, served on {{discoveryServedDate}}: {{discoveryAtIssue}}.',
    ]),
    lawyerOnly('discovery-at-issue', 'Discovery Requests and Responses at Issue', 'Each request and the response or objection verbatim, and why it is deficient.', ['{{keyFacts}}']),
    lawyerOnly('argument', 'Argument and Authorities', 'Why the discovery is within the scope of Rule 192.3 and the objections fail, with verified authority.'),
    prayer('Motion to Compel Discovery'),
    boilerplate('certificate-of-conference', 'Certificate of Conference', 'Certifies the reasonable effort to resolve the dispute without the court, which failed (Rule 191.2).', [
      'I certify that a reasonable effort has been made to resolve the dispute without the necessity of court intervention and the effort failed. Tex. R. Civ. P. 191.2. The effort was as follows: {{meetAndConfer}}',
      '[Signature of attorney]',
    ]),
    CERTIFICATE_OF_SERVICE,
    NOTICE_OF_HEARING,
    proposedOrder('Motion to Compel Discovery', 'the responding party shall serve complete responses as follows: {{reliefSought}}.'),
  ],
};

export const texasMotions: PaperInput[] = [MOTION_TO_DISMISS, MOTION_FOR_SUMMARY_JUDGMENT, MOTION_TO_COMPEL];
