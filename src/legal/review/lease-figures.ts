import type { DocumentBlock } from '../documents/blocks';
import { DRAFTING_JURISDICTIONS } from '../jurisdictions/list';
import { amountsIn, daysOf, periodsIn } from './values';

/**
 * The figures a residential lease states, by the intake field ids the lease rules compare (monthlyRent,
 * securityDeposit, lateFee), the days it allows for returning the deposit, and the state the property is in. A figure
 * the text does not give is left out, so the rule that needs it reports "not checked".
 */
export interface LeaseFigures {
  figures: Record<string, number>;
  /** A deposit stated only in months of rent ("three (3) months' rent"), compared as months when the rent is not given. */
  depositMonths: number | null;
  /** The days after the tenant leaves within which the lease returns the deposit, as it states them. */
  depositReturn: { days: number; text: string } | null;
  /** The property's state as a drafting jurisdiction id, when the lease names it. */
  propertyState: string | null;
}

const STATES = DRAFTING_JURISDICTIONS.filter((j) => j.id !== 'us-federal');
const STATE_NAMES = STATES.map((j) => j.label).sort((a, b) => b.length - a.length).join('|');

const RENT = /\b(?:monthly\s+rent|rent)\b[^.$]{0,60}?\$\s?[\d,]+(?:\.\d{2})?|\$\s?[\d,]+(?:\.\d{2})?\s+(?:per|a|each)\s+month\b/i;
const DEPOSIT_AMOUNT = /\bdeposit\b[^.$]{0,60}?\$\s?[\d,]+(?:\.\d{2})?/i;
// "a security deposit equal to three (3) months' rent"
const DEPOSIT_MONTHS = /\bdeposit\b[^.]{0,60}?\b(?:equal\s+to|of|totaling)\s+([^.]{1,30}?months?['’]?\s+rent)\b/i;
const LATE_FEE = /\blate\s+(?:fee|charge)\b[^.$]{0,60}?\$\s?[\d,]+(?:\.\d{2})?/i;
const RETURN = /\b(?:return|refund)\w*\b[^.]{0,80}?\b(?:within|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before\s+the)\s+([^.]{1,40}?days?)\b[^.]{0,30}?\b(?:after|following)\b/i;
const PREMISES = new RegExp(String.raw`\b(?:premises|property|dwelling|apartment|unit)\b[^.]{0,200}?,\s*(${STATE_NAMES})\b`, 'i');

const firstAmount = (match: RegExpExecArray | null) => (match ? amountsIn(match[0]).at(-1)?.value : undefined);

export function leaseFigures(blocks: DocumentBlock[]): LeaseFigures {
  const text = blocks.map((block) => block.text).join('\n');
  const figures: Record<string, number> = {};
  const rent = firstAmount(RENT.exec(text.replace(/\bdeposit\b[^.]*\./gi, '')));
  if (rent !== undefined) figures.monthlyRent = rent;
  const deposit = firstAmount(DEPOSIT_AMOUNT.exec(text));
  const months = DEPOSIT_MONTHS.exec(text);
  const monthsPeriod = months ? periodsIn(months[1]!)[0] : undefined;
  const depositMonths = monthsPeriod?.unit === 'month' ? monthsPeriod.count : null;
  if (deposit !== undefined) figures.securityDeposit = deposit;
  else if (depositMonths !== null && rent !== undefined) figures.securityDeposit = depositMonths * rent;
  const lateFee = firstAmount(LATE_FEE.exec(text));
  if (lateFee !== undefined) figures.lateFee = lateFee;
  const returned = RETURN.exec(text);
  const period = returned ? periodsIn(returned[1]!)[0] : undefined;
  const state = PREMISES.exec(text)?.[1];
  return {
    figures,
    depositMonths: deposit === undefined ? depositMonths : null,
    depositReturn: period ? { days: daysOf(period), text: period.text } : null,
    propertyState: state ? STATES.find((j) => j.label.toLowerCase() === state.toLowerCase())?.id ?? null : null,
  };
}
