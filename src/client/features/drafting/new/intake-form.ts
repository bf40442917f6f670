import { parseCourt, unknownCourtMessage } from '../../../../legal/courts/chosen-court';
import type { IntakeField, IntakeValue, Party } from '../../../../shared/api/drafts';

/**
 * The intake form as the browser holds it: every input's text as typed, so nothing is lost to parsing while the
 * attorney works. It becomes the API's `intake` only on submit, through the same rules the server applies.
 */
export interface PartyEntry {
  name: string;
  description: string;
}
export type FieldEntry = string | PartyEntry | PartyEntry[];
export type IntakeValues = Record<string, FieldEntry>;
export type FieldErrors = Record<string, string>;

export const emptyParty = (): PartyEntry => ({ name: '', description: '' });

export function emptyEntry(field: IntakeField): FieldEntry {
  if (field.kind !== 'party') return '';
  return field.multiple ? [emptyParty()] : emptyParty();
}

const isPartyEntry = (value: unknown): value is PartyEntry =>
  typeof value === 'object' && value !== null && typeof (value as PartyEntry).name === 'string' && typeof (value as PartyEntry).description === 'string';

/** `value` when it has the shape the field's input edits, or nothing (stored forms may predate a catalogue change). */
function entryFor(field: IntakeField, value: unknown): FieldEntry | undefined {
  if (field.kind !== 'party') return typeof value === 'string' ? value : undefined;
  if (field.multiple) return Array.isArray(value) && value.length > 0 && value.every(isPartyEntry) ? value : undefined;
  return isPartyEntry(value) ? value : undefined;
}

/**
 * The form for `fields`, filled from `sources` in order of preference (a saved form of this type, then the form
 * the attorney just left): a court, parties or counsel typed for one motion carry over to the next.
 */
export function initialValues(fields: IntakeField[], ...sources: (Record<string, unknown> | undefined)[]): IntakeValues {
  return Object.fromEntries(
    fields.map((field) => {
      const carried = sources.map((source) => entryFor(field, source?.[field.id])).find((entry) => entry !== undefined);
      return [field.id, carried ?? emptyEntry(field)];
    }),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const toParty = (entry: PartyEntry): Party =>
  entry.description.trim() ? { name: entry.name.trim(), description: entry.description.trim() } : { name: entry.name.trim() };

type Conversion = { value: IntakeValue } | { error: string } | { omit: true };

function convertText(field: IntakeField, text: string): Conversion {
  const trimmed = text.trim();
  if (trimmed === '') return field.required ? { error: `${field.label} is required` } : { omit: true };
  switch (field.kind) {
    case 'date':
      return isCalendarDate(trimmed) ? { value: trimmed } : { error: `${field.label} must be a date (YYYY-MM-DD)` };
    case 'number':
    case 'money': {
      const amount = Number(trimmed);
      if (!Number.isFinite(amount)) return { error: field.kind === 'money' ? `${field.label} must be an amount in US dollars` : `${field.label} must be a number` };
      if (field.kind === 'money' && amount < 0) return { error: `${field.label} cannot be negative` };
      return { value: amount };
    }
    case 'select':
      return field.options.some((option) => option.value === trimmed) ? { value: trimmed } : { error: `Choose one of the listed options for ${field.label}` };
    case 'court':
      return parseCourt(trimmed) ? { value: trimmed } : { error: unknownCourtMessage(field.label, trimmed) };
    default:
      return { value: trimmed };
  }
}

function convertParties(field: IntakeField, entries: PartyEntry[]): Conversion {
  const filled = entries.filter((entry) => entry.name.trim() !== '' || entry.description.trim() !== '');
  if (filled.some((entry) => entry.name.trim() === '')) return { error: `${field.label}: every party needs a name` };
  if (filled.length === 0) return field.required ? { error: `${field.label}: name at least one party` } : { omit: true };
  return { value: filled.map(toParty) };
}

function convertParty(field: IntakeField, entry: PartyEntry): Conversion {
  if (entry.name.trim() !== '') return { value: toParty(entry) };
  if (entry.description.trim() !== '') return { error: `${field.label} needs a name` };
  return field.required ? { error: `${field.label} is required` } : { omit: true };
}

function convert(field: IntakeField, entry: FieldEntry | undefined): Conversion {
  if (field.kind === 'party') {
    if (field.multiple) return convertParties(field, Array.isArray(entry) ? entry : []);
    return convertParty(field, isPartyEntry(entry) ? entry : emptyParty());
  }
  return convertText(field, typeof entry === 'string' ? entry : '');
}

/**
 * The API's `intake` for the form, checked by the server's rules (required fields, dates, numbers, amounts,
 * options, named parties) so each problem is shown under its field before anything is sent. Empty optional
 * fields and blank party rows are left out.
 */
export function toIntake(fields: IntakeField[], values: IntakeValues): { intake: Record<string, IntakeValue>; errors: FieldErrors } {
  const intake: Record<string, IntakeValue> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const result = convert(field, values[field.id]);
    if ('error' in result) errors[field.id] = result.error;
    else if ('value' in result) intake[field.id] = result.value;
  }
  return { intake, errors };
}
