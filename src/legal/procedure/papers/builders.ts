import { boilerplate, lawyerOnly, selectField } from '../../drafting/catalogue-builders';
import type { DocumentSection, IntakeField } from '../../drafting/schema';
import type { PaperInput } from '../schema';

/** Short constructors shared by the jurisdictions' papers; they only fill in the schemas' fields. */

type Ground = NonNullable<PaperInput['grounds']>['offered'][number];

/** The intake's `grounds` select: exactly the grounds the paper offers, in the rule's order. */
export function groundsSelect(offered: Ground[], help: string): IntakeField {
  return selectField('grounds', 'Grounds', help, offered.map((ground) => [ground.value, ground.label]));
}

/** The memorandum opens with its own heading, so the filed paper shows where it starts. */
export function memorandumOpening(heading: string): DocumentSection {
  return lawyerOnly('introduction', heading, 'Opens the memorandum: a short statement of why the motion should be granted.');
}

/** The line a declarant signs, a paragraph of its own after the oath, printed where a signature goes. */
export const DECLARANT_SIGNATURE = '______________________________ [name of declarant]';

/** A proposed order for the judge to sign; the relief is the intake's, the ruling is left for the court. */
export function proposedOrder(heading: string, motionName: string, judgeTitle: string): DocumentSection {
  return boilerplate('proposed-order', heading, 'The order the court is asked to sign, filed with the motion.', [
    `The ${motionName} of {{representedParties}} came on for hearing before this Court. Having considered the papers filed in support of and in opposition to the motion and the arguments of counsel, and good cause appearing, IT IS ORDERED that the motion is GRANTED, and that: {{reliefSought}}.`,
    'Dated: [date]',
    `______________________________ ${judgeTitle}`,
  ]);
}

/**
 * A declaration of a witness with personal knowledge; `oath` is the jurisdiction's own penalty-of-perjury wording.
 * Boilerplate with a bracketed gap, not lawyer-only: facts sworn to are the declarant's, never a model's, and the
 * oath must close the declaration.
 */
export function supportingDeclaration(id: string, heading: string, oath: string): DocumentSection {
  return boilerplate(id, heading, 'Puts the evidence before the court through a witness with personal knowledge.', [
    'I, [name of declarant], declare: I have personal knowledge of the facts stated in this declaration and, if called as a witness, could and would testify competently to them.',
    '[Each fact the declarant knows personally, in numbered paragraphs, with each exhibit identified and authenticated.]',
    oath,
    DECLARANT_SIGNATURE,
  ]);
}
