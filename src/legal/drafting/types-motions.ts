import {
  ATTORNEY_FIELDS,
  CASE_FIELDS,
  CERTIFICATE_OF_SERVICE,
  REPRESENTED_PARTY_FIELD,
  boilerplate,
  field,
  lawyerOnly,
} from './catalogue-builders';
import type { DocumentSection, DocumentType, IntakeField } from './schema';

/** Motions: to dismiss, for summary judgment, and to compel discovery. They share notice, facts and conclusion. */

export function motionFields(specific: IntakeField[]): IntakeField[] {
  return [
    ...CASE_FIELDS,
    REPRESENTED_PARTY_FIELD,
    field('date', 'hearingDate', 'Hearing date', 'Leave blank if the court decides the motion without a hearing.', false),
    field('textarea', 'keyFacts', 'Key facts', 'The facts the motion rests on, with record references where they exist.'),
    ...specific,
    field('textarea', 'reliefSought', 'Relief sought', 'The order the court is asked to make.'),
    ...ATTORNEY_FIELDS,
  ];
}

export function motionSections(motionName: string, argument: DocumentSection[]): DocumentSection[] {
  return [
    boilerplate('notice', 'Notice of Motion', 'Tells the parties what is moved for, when and where.', [
      `PLEASE TAKE NOTICE that on {{hearingDate}}, or as soon thereafter as the matter may be heard, before the Honorable {{judge}} of the {{court}}, {{representedParty}} {{representedParties}} will and hereby does move for an order granting this ${motionName}.`,
      'The motion is based on this notice, the memorandum below, the pleadings and papers on file, and such further evidence and argument as the Court may consider.',
    ]),
    lawyerOnly('introduction', 'Introduction', 'A short statement of why the motion should be granted.'),
    lawyerOnly('facts', 'Statement of Facts', 'The relevant facts and procedural history, with record citations.', ['{{keyFacts}}']),
    ...argument,
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      `For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant this ${motionName} and order the following relief: {{reliefSought}}.`,
    ]),
    CERTIFICATE_OF_SERVICE,
  ];
}

export const MOTION_TO_DISMISS: DocumentType = {
  id: 'motion-to-dismiss',
  family: 'motion',
  label: 'Motion to Dismiss',
  // Jurisdiction-neutral: a jurisdiction with its own paper (src/legal/procedure/papers) replaces the free-text
  // grounds with that court's own; elsewhere the lawyer states the grounds and their rules.
  description: 'Asks the court to dismiss claims at the pleading stage on the grounds this jurisdiction\'s rules allow.',
  captioned: true,
  intakeFields: motionFields([
    field('textarea', 'grounds', 'Grounds', 'The grounds under this jurisdiction\'s rules, with the rule or statute for each.'),
    field('textarea', 'challengedClaims', 'Claims challenged', 'Which claims or counts the motion targets.'),
  ]),
  sections: motionSections('Motion to Dismiss', [
    lawyerOnly('legal-standard', 'Legal Standard', 'The governing standard for this ground, with verified authority.', [
      'Grounds asserted: {{grounds}}.',
    ]),
    lawyerOnly('argument', 'Argument', 'Why each challenged claim fails under the standard, with verified authority.', [
      'Claims challenged: {{challengedClaims}}.',
    ]),
  ]),
};

export const MOTION_FOR_SUMMARY_JUDGMENT: DocumentType = {
  id: 'motion-for-summary-judgment',
  family: 'motion',
  label: 'Motion for Summary Judgment',
  description: 'Asks for judgment without trial because there is no genuine dispute of material fact.',
  captioned: true,
  intakeFields: motionFields([
    field('textarea', 'claimsAtIssue', 'Claims or defenses at issue', 'Each claim or defense, or part of one, on which judgment is sought.'),
    field('textarea', 'undisputedFacts', 'Undisputed material facts', 'Each fact with the evidence that supports it.'),
    field('textarea', 'evidence', 'Supporting evidence', 'Declarations, deposition excerpts and exhibits filed with the motion.'),
  ]),
  sections: motionSections('Motion for Summary Judgment', [
    lawyerOnly('undisputed-facts', 'Statement of Undisputed Material Facts', 'Each material fact, numbered, with a citation to the supporting evidence.', [
      '{{undisputedFacts}}',
      'Evidence submitted: {{evidence}}.',
    ]),
    lawyerOnly('legal-standard', 'Legal Standard', 'The summary judgment standard in this court, with verified authority.'),
    lawyerOnly('argument', 'Argument', 'Why the undisputed facts entitle the movant to judgment on each claim or defense.', [
      'Claims or defenses at issue: {{claimsAtIssue}}.',
    ]),
  ]),
};

export const MOTION_TO_COMPEL: DocumentType = {
  id: 'motion-to-compel',
  family: 'motion',
  label: 'Motion to Compel Discovery',
  description: 'Asks the court to order a party to answer discovery it has refused or failed to provide.',
  captioned: true,
  intakeFields: motionFields([
    field('textarea', 'discoveryAtIssue', 'Discovery at issue', 'Each request, the response received and why it is deficient.'),
    field('date', 'discoveryServedDate', 'Discovery served on', 'Date the requests were served.'),
    field('textarea', 'meetAndConfer', 'Conference efforts', 'When and how counsel conferred in good faith to resolve the dispute.'),
  ]),
  sections: motionSections('Motion to Compel', [
    lawyerOnly('meet-and-confer', 'Certification of Good-Faith Conference', 'The movant\'s attempts to resolve the dispute without the court, as local practice requires.', [
      '{{meetAndConfer}}',
    ]),
    lawyerOnly('discovery-at-issue', 'Discovery at Issue', 'Each request and response verbatim, or as local rules require.', [
      'The requests were served on {{discoveryServedDate}}. {{discoveryAtIssue}}',
    ]),
    lawyerOnly('argument', 'Argument', 'Why the discovery is relevant and proportional and the objections fail, with verified authority.'),
  ]),
};
