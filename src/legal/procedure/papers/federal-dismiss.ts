import { CERTIFICATE_OF_SERVICE, boilerplate, field, lawyerOnly, optional } from '../../drafting/catalogue-builders';
import { motionFields } from '../../drafting/types-motions';
import type { PaperInput } from '../schema';
import { groundsSelect, memorandumOpening, proposedOrder } from './builders';

/** United States district courts: the Rule 12(b) motion to dismiss, which carries every Rule 12(b) defense. */

const RULE_12B_GROUNDS = [
  { value: '12b1', label: 'Rule 12(b)(1): lack of subject-matter jurisdiction', citation: 'Fed. R. Civ. P. 12(b)(1)' },
  { value: '12b2', label: 'Rule 12(b)(2): lack of personal jurisdiction', citation: 'Fed. R. Civ. P. 12(b)(2)' },
  { value: '12b3', label: 'Rule 12(b)(3): improper venue', citation: 'Fed. R. Civ. P. 12(b)(3)' },
  { value: '12b4', label: 'Rule 12(b)(4): insufficient process', citation: 'Fed. R. Civ. P. 12(b)(4)' },
  { value: '12b5', label: 'Rule 12(b)(5): insufficient service of process', citation: 'Fed. R. Civ. P. 12(b)(5)' },
  { value: '12b6', label: 'Rule 12(b)(6): failure to state a claim upon which relief can be granted', citation: 'Fed. R. Civ. P. 12(b)(6)' },
  { value: '12b7', label: 'Rule 12(b)(7): failure to join a party under Rule 19', citation: 'Fed. R. Civ. P. 12(b)(7)' },
];

/** What a federal practitioner must check in the district's own rules before filing any motion. */
export const FEDERAL_LOCAL_RULES_CHECK = {
  subject: 'Local rules and the assigned judge\'s standing orders',
  citation: 'Fed. R. Civ. P. 83(a)(1), 83(b)',
  reason: 'Notice of motion, hearing dates, page limits, proposed orders and pre-motion conferences differ by district and judge; confirm them for this court.',
};

export const FEDERAL_MOTION_TO_DISMISS: PaperInput = {
  typeId: 'motion-to-dismiss',
  jurisdiction: 'us-federal',
  name: 'Motion to Dismiss',
  designation: 'Notice of Motion and Motion to Dismiss; Memorandum of Points and Authorities',
  // Rule 7.1 as amended Dec. 1, 2022 (citizenship disclosure in diversity cases) is the latest amendment reflected.
  effective: '2022-12-01',
  basis: [
    { text: 'A request for a court order must be made by motion, in writing, stating with particularity the grounds for seeking the order and the relief sought.', citation: 'Fed. R. Civ. P. 7(b)(1)' },
    { text: 'The defenses of lack of subject-matter jurisdiction, lack of personal jurisdiction, improper venue, insufficient process, insufficient service of process, failure to state a claim upon which relief can be granted, and failure to join a party under Rule 19 may be asserted by motion.', citation: 'Fed. R. Civ. P. 12(b)' },
    { text: 'A party that makes a Rule 12 motion must not make another Rule 12 motion raising a defense or objection that was available to it but omitted from the earlier motion (except as Rule 12(h)(2) or (3) provides): raise every available Rule 12(b) defense in this one motion.', citation: 'Fed. R. Civ. P. 12(g)(2)' },
    { text: 'The defenses in Rule 12(b)(2)–(5) are waived if omitted from a Rule 12 motion in the circumstances of Rule 12(g)(2), or if neither made by motion nor included in a responsive pleading or its amendment as of course.', citation: 'Fed. R. Civ. P. 12(h)(1)' },
    { text: 'Failure to state a claim upon which relief can be granted is not waived by omission: it may be raised in a pleading allowed under Rule 7(a), by a Rule 12(c) motion, or at trial.', citation: 'Fed. R. Civ. P. 12(h)(2)' },
    { text: 'A pleading that states a claim must contain a short and plain statement of the claim showing that the pleader is entitled to relief.', citation: 'Fed. R. Civ. P. 8(a)(2)' },
  ],
  grounds: { offered: RULE_12B_GROUNDS, defaultValue: '12b6', elsewhere: [] },
  standard: [
    { text: 'To survive the motion, a complaint must plead enough facts to state a claim to relief that is plausible on its face.', citation: 'Bell Atlantic Corp. v. Twombly, 550 U.S. 544, 570 (2007)' },
    { text: 'A claim is facially plausible when the pleaded factual content allows the court to draw the reasonable inference that the defendant is liable for the misconduct alleged; threadbare recitals of the elements supported by conclusory statements do not suffice.', citation: 'Ashcroft v. Iqbal, 556 U.S. 662, 678 (2009)' },
  ],
  timing: [
    { text: 'A motion asserting a Rule 12(b) defense must be made before pleading if a responsive pleading is allowed.', citation: 'Fed. R. Civ. P. 12(b)' },
    { text: 'The answer is due within 21 days after service of the summons and complaint, so the motion is ordinarily filed within that time.', citation: 'Fed. R. Civ. P. 12(a)(1)(A)(i)' },
    { text: 'A defendant that timely waived service under Rule 4(d) has 60 days after the request for a waiver was sent (90 days if it was sent outside any judicial district of the United States).', citation: 'Fed. R. Civ. P. 12(a)(1)(A)(ii)' },
    { text: 'Serving the motion alters the time to answer: if the court denies it or postpones its disposition until trial, the responsive pleading is due 14 days after notice of the court\'s action.', citation: 'Fed. R. Civ. P. 12(a)(4)(A)' },
  ],
  companions: [
    { id: 'notice-of-motion', name: 'Notice of Motion', citation: 'Fed. R. Civ. P. 7(b)(1); district local rules', required: false, when: 'When the district\'s local rules require a noticed hearing date; the motion itself must state its grounds and relief (Rule 7(b)(1)).', sectionId: 'notice' },
    { id: 'memorandum', name: 'Memorandum of Points and Authorities', citation: 'District local rules', required: false, when: 'Most districts require a supporting memorandum or brief; check the local rule.', sectionId: 'introduction' },
    { id: 'disclosure-statement', name: 'Rule 7.1 Disclosure Statement', citation: 'Fed. R. Civ. P. 7.1(a)(1), (a)(2), (b)', required: false, when: 'A nongovernmental corporate party files it with its first appearance, pleading, motion or other filing; in a diversity case every party also names and identifies the citizenship of each person whose citizenship is attributed to it.', sectionId: 'disclosure-statement' },
    { id: 'proposed-order', name: '[Proposed] Order', citation: 'District local rules', required: false, when: 'When the district\'s local rules or the judge\'s standing order require a proposed order.', sectionId: 'proposed-order' },
    { id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Fed. R. Civ. P. 5(d)(1)(B)', required: false, when: 'Not required when the paper is served by filing it with the court\'s electronic-filing system; required when it is served by other means.', sectionId: 'certificate-of-service' },
  ],
  limits: [
    { text: 'The Federal Rules of Civil Procedure set no page or word limit for a motion; each district\'s local rules and the assigned judge\'s standing orders do. Check both before filing.', citation: 'Fed. R. Civ. P. 83' },
  ],
  checkBeforeFiling: [FEDERAL_LOCAL_RULES_CHECK],
  intakeFields: motionFields([
    groundsSelect(RULE_12B_GROUNDS, 'The Rule 12(b) defense this motion raises. Raise every available Rule 12(b) defense in this one motion (Rule 12(g)(2)).'),
    field('textarea', 'challengedClaims', 'Claims challenged', 'Which claims or counts the motion targets.'),
  ]),
  sections: [
    boilerplate('notice', 'Notice of Motion and Motion to Dismiss', 'Tells the parties what is moved for, on what grounds, when and where.', [
      'PLEASE TAKE NOTICE that on {{hearingDate}}, or as soon thereafter as the matter may be heard, before the Honorable {{judge}} of the {{court}}, {{representedParty}} {{representedParties}} will and hereby does move under Federal Rules of Civil Procedure 7(b)(1) and 12(b) for an order dismissing the following claims: {{challengedClaims}}.',
      'The motion is made on the following ground: {{grounds}}. It is based on this notice and motion, the memorandum of points and authorities below, the pleadings and papers on file, and such further argument as the Court may consider.',
    ]),
    memorandumOpening('Memorandum of Points and Authorities'),
    lawyerOnly('facts', 'Statement of Facts', 'The complaint\'s allegations and the procedural history, with citations to the complaint.', ['{{keyFacts}}']),
    lawyerOnly('legal-standard', 'Legal Standard', 'The standard for each ground raised, with verified authority.', [
      'Ground asserted: {{grounds}}.',
    ]),
    lawyerOnly('argument', 'Argument', 'Why each challenged claim fails under the standard, with verified authority.', [
      'Claims challenged: {{challengedClaims}}.',
    ]),
    boilerplate('conclusion', 'Conclusion', 'The precise relief requested.', [
      'For the foregoing reasons, {{representedParty}} respectfully requests that the Court grant this Motion to Dismiss and order the following relief: {{reliefSought}}.',
    ]),
    optional(boilerplate('disclosure-statement', 'Rule 7.1 Disclosure Statement', 'Discloses corporate parents and, in a diversity case, citizenship.', [
      'Under Federal Rule of Civil Procedure 7.1(a)(1), {{representedParties}} states that [it has no parent corporation and no publicly held corporation owns 10% or more of its stock / its parent corporations and every publicly held corporation owning 10% or more of its stock are: names].',
      '[If jurisdiction rests on diversity under 28 U.S.C. § 1332(a): the name and citizenship of every individual or entity whose citizenship is attributed to this party, as Rule 7.1(a)(2) requires.]',
    ])),
    optional(proposedOrder('[Proposed] Order Granting Motion to Dismiss', 'Motion to Dismiss', 'United States District Judge')),
    optional(CERTIFICATE_OF_SERVICE),
  ],
};
