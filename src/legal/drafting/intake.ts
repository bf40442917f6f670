import { z } from 'zod';
import { parseCourt, unknownCourtMessage } from '../courts/chosen-court';
import { partySchema } from './schema';
import type { DocumentType, IntakeField } from './schema';

/** A missing value says the field is required; a wrong one says what the field expects. */
function messages(label: string, expected: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required` : `${label} ${expected}`),
  };
}

function valueSchemaFor(field: IntakeField): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case 'text':
    case 'textarea':
      // An optional text may come back from a form as '', which means "not given".
      return field.required ? z.string(messages(label, 'must be text')).trim().min(1, `${label} is required`) : z.string();
    case 'date':
      return z.iso.date(messages(label, 'must be a date (YYYY-MM-DD)'));
    case 'number':
      return z.number(messages(label, 'must be a number'));
    case 'money':
      return z.number(messages(label, 'must be an amount in US dollars')).nonnegative(`${label} cannot be negative`);
    case 'select': {
      const values = field.options.map((option) => option.value);
      return z.enum(values as [string, ...string[]], messages(label, `must be one of: ${values.join(', ')}`));
    }
    case 'court':
      return z
        .string(messages(label, 'must be a court from the list'))
        .refine((value) => value === '' || parseCourt(value) !== null, { error: (issue) => unknownCourtMessage(label, String(issue.input)) });
    case 'party':
      return field.multiple
        ? z.array(partySchema, messages(label, 'must list parties')).min(1, `${label}: name at least one party`)
        : z.object(
            { ...partySchema.shape, name: z.string(messages(label, 'needs a name')).trim().min(1, `${label} is required`) },
            messages(label, 'must be a party with a name'),
          );
  }
}

/**
 * A zod object that validates a filled intake form for a document type: the catalogue's, or the type a jurisdiction's
 * own paper makes of it (its grounds, its extra facts).
 */
export function intakeSchemaFor(type: Pick<DocumentType, 'intakeFields'>) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of type.intakeFields) {
    const value = valueSchemaFor(field);
    shape[field.id] = field.required ? value : value.optional();
  }
  return z.object(shape);
}
