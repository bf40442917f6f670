import { boilerplate, optional } from '../../drafting/catalogue-builders';
import type { DocumentSection, IntakeField } from '../../drafting/schema';
import { motionFields } from '../../drafting/types-motions';
import type { Companion } from '../schema';

/**
 * What every Texas district-court motion here shares: a motion that ends in a prayer, with a
 * certificate of service (Rules 21, 21a; the attorney signs it, Rule 21a(e)), a notice of hearing (Rule 21(b)) and, where the court wants one, a
 * proposed order.
 */

/** Texas words for the motion intake's help: the court as Texas captions name it, and a petition, not a complaint. */
const TEXAS_HELP: Record<string, string> = {
  court: 'As the caption names it, e.g. "In the District Court of Travis County, Texas, 200th Judicial District".',
  caseNumber: 'The cause number the clerk assigned (Tex. R. Civ. P. 24).',
  keyFacts: 'The facts the motion rests on, as the petition pleads them or with record references where they exist.',
};

/**
 * The motion intake in Texas words. `fixedRelief` drops the typed relief for a motion whose rule states what the court
 * may order (Rule 91a), so the prayer cannot ask for relief the rule does not give.
 */
export function texasMotionFields(specific: IntakeField[], options: { fixedRelief?: boolean } = {}): IntakeField[] {
  return motionFields(specific)
    .filter((intakeField) => !(options.fixedRelief && intakeField.id === 'reliefSought'))
    .map((intakeField) => (intakeField.id in TEXAS_HELP ? { ...intakeField, help: TEXAS_HELP[intakeField.id]! } : intakeField));
}

export function prayer(motionName: string): DocumentSection {
  return boilerplate('prayer', 'Prayer', 'The precise relief requested.', [
    `For these reasons, {{representedParty}} {{representedParties}} asks the Court to grant this ${motionName} and to order the following relief: {{reliefSought}}, and to grant all other relief to which it is entitled.`,
  ]);
}

export const CERTIFICATE_OF_SERVICE: DocumentSection = boilerplate('certificate-of-service', 'Certificate of Service', 'Certifies service on every party (Tex. R. Civ. P. 21, 21a).', [
  'I certify that on [date of service] a true copy of this document was served on all parties or their attorneys of ' +
    'record in accordance with Texas Rules of Civil Procedure 21 and 21a, by [electronic service through the electronic ' +
    'filing manager, or other method of service].',
]);

export const NOTICE_OF_HEARING: DocumentSection = boilerplate('notice-of-hearing', 'Notice of Hearing', 'Tells every party when the motion will be heard or submitted (Tex. R. Civ. P. 21(b)).', [
  'Please take notice that the foregoing motion is set for [hearing or submission] before the Court on {{hearingDate}} at [time], [courtroom or manner of hearing].',
]);

export function proposedOrder(motionName: string, ordered: string): DocumentSection {
  return optional(boilerplate('proposed-order', `[Proposed] Order on ${motionName}`, 'The order the court signs if it grants the motion, where the court or its local rules want one submitted.', [
    `On this day the Court considered the ${motionName} filed by {{representedParty}} {{representedParties}}. Having considered the motion, any response, the pleadings and the applicable law, the Court GRANTS the motion.`,
    `IT IS THEREFORE ORDERED that ${ordered}`,
    'SIGNED on [date].',
    '______________________________ JUDGE PRESIDING',
  ]));
}

export const NOTICE_OF_HEARING_TIMING = {
  text: 'An application to the court for an order, and notice of any hearing on it, must be served on all other parties at least three days before the hearing, unless the rules provide otherwise or the court shortens the time.',
  citation: 'Tex. R. Civ. P. 21(b)',
};

export const COMMON_COMPANIONS: Companion[] = [
  { id: 'certificate-of-service', name: 'Certificate of Service', citation: 'Tex. R. Civ. P. 21, 21a', required: true, sectionId: 'certificate-of-service' },
  { id: 'notice-of-hearing', name: 'Notice of Hearing', citation: 'Tex. R. Civ. P. 21(b)', required: true, sectionId: 'notice-of-hearing' },
  { id: 'proposed-order', name: 'Proposed Order', citation: 'Local rules of the court', required: false, when: 'When the court or its local rules require a proposed order with the motion.', sectionId: 'proposed-order' },
];

export const LOCAL_RULES_CHECK = {
  subject: 'Local rules of the court',
  citation: 'Tex. R. Civ. P. 3a',
  reason: 'Each district court\'s local rules may require a certificate of conference for every motion, a proposed order, a notice of submission instead of a hearing, or page limits; these papers state only statewide rules.',
};
