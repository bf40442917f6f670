import { courtHeading, parseCourt } from '../courts/chosen-court';
import { describeParty, joinNames, partiesOf } from './parties';
import type { IntakeField, IntakeValue } from './schema';

/** How intake values read inside a draft: dates spelled out, money in dollars, parties with their descriptions. */

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// UTC so that '2026-03-05' reads as March 5 wherever the server runs.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The text for one filled field, or null when the lawyer left it empty. */
export function formatIntakeValue(field: IntakeField, value: IntakeValue | undefined): string | null {
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' ? LONG_DATE.format(new Date(`${value}T00:00:00Z`)) : null;
    case 'money':
      return typeof value === 'number' ? DOLLARS.format(value) : null;
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? null;
    case 'court': {
      const court = typeof value === 'string' ? parseCourt(value) : null;
      return court ? courtHeading(court).name : null;
    }
    case 'party': {
      const parties = partiesOf(value);
      return parties.length > 0 ? joinNames(parties.map(describeParty)) : null;
    }
    default:
      return typeof value === 'object' ? null : String(value).trim();
  }
}

/** "Hon. Maria Lopez", "Judge Maria Lopez" or "the Honorable Maria Lopez" → "Maria Lopez", so no title is doubled. */
export const bareJudgeName = (judge: string): string =>
  judge.trim().replace(/^(?:the\s+)?(?:hon(?:ou?rable|\.)?|judge|justice)\s+/i, '').trim();
