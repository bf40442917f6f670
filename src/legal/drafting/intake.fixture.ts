import type { DocumentType, Intake, IntakeField, IntakeValue } from './schema';

/** A sample value for each kind of field, so every document type can be filled completely in tests. */
function sampleValue(field: IntakeField): IntakeValue {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return `Sample ${field.label.toLowerCase()}`;
    case 'date':
      return '2026-03-05';
    case 'money':
      return 125000;
    case 'number':
      return 3;
    case 'select':
      return field.options[0]?.value ?? '';
    case 'court':
      return '';
    case 'party':
      return field.multiple
        ? [
            { name: `First ${field.label}`, description: 'a Delaware corporation' },
            { name: `Second ${field.label}`, description: 'an individual' },
          ]
        : { name: `${field.label} Inc.`, description: 'a California corporation' };
  }
}

export function completeIntakeFor(type: Pick<DocumentType, 'intakeFields'>): Intake {
  // A chosen court depends on the draft's jurisdiction: the typed court's name stands in for it. An optional choice
  // (the bar that admitted the attorney) is left unchosen, as a new form leaves it, so the court's own form shows.
  const sampled = type.intakeFields.filter((field) => field.kind !== 'court' && !(field.kind === 'select' && !field.required));
  return Object.fromEntries(sampled.map((field) => [field.id, sampleValue(field)]));
}
