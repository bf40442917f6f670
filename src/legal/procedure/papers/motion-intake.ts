import { selectField } from '../../drafting/catalogue-builders';
import type { IntakeField } from '../../drafting/schema';
import { motionFields } from '../../drafting/types-motions';
import type { PaperInput } from '../schema';

/**
 * A state motion's intake: the catalogue's motion fields (the ids captions, assembly and the signature block read),
 * with the bar number named as that state's bar names it.
 */
export function stateMotionFields(specific: IntakeField[], barNumberLabel: string): IntakeField[] {
  return motionFields(specific).map((entry) => (entry.id === 'barNumber' ? { ...entry, label: barNumberLabel } : entry));
}

type Grounds = NonNullable<PaperInput['grounds']>;

/** The `grounds` select offers exactly the paper's grounds, so the draft never names a ground the paper cannot carry. */
export function groundsField(grounds: Grounds, help: string): IntakeField {
  return selectField('grounds', 'Grounds', help, grounds.offered.map((ground) => [ground.value, ground.label]));
}
