import type { CheckedDocumentInput } from './document';
import { contract, withSection } from './documents.fixture';

/** A compliant and a non-compliant draft for a rule, checked on `asOf` (today when absent). */
export type RuleCase = { jurisdiction: string; compliant: CheckedDocumentInput; nonCompliant: CheckedDocumentInput; asOf?: string };

export const NONCOMPETE = 'For one year after termination, Employee shall not compete with the Company anywhere in the state.';
export const NONSOLICIT = 'For one year after termination, Employee shall not solicit any customer of the Company.';
// The employment agreement template's own clause ("Confidentiality and Inventions").
export const WORK_PRODUCT = 'Work product the Employee creates within the scope of employment belongs to the Company to the ' +
  'extent permitted by applicable law.';
const OWN_TIME_NOTICE = 'This assignment does not apply to an invention for which no equipment, supplies, facilities or ' +
  "trade secret information of the Company was used and which was developed entirely on the Employee's own time, " +
  "unless it relates to the Company's business or actual or demonstrably anticipated research or development, or " +
  'results from work performed by the Employee for the Company.';
const SECTION_2870_NOTICE = 'This assignment does not apply to an invention that qualifies fully under California Labor ' +
  'Code section 2870.';
const IL_ADVICE = 'The Employee is advised in writing to consult with an attorney before signing this covenant.';
const IL_REVIEW = 'The Employee has received this covenant at least fourteen (14) calendar days before signing it.';
const RENEWAL = 'This Agreement will automatically renew for successive one-year terms unless either party gives notice ' +
  'of termination at least 60 days before the end of the then-current term.';
const RENEWAL_REMINDER = 'The Contractor will give the Client written notice of this automatic renewal provision, ' +
  'served personally or by certified mail, at least 15 and not more than 30 days before the last day for giving notice ' +
  'of termination.';
const TX_LIMITED = 'For one year after termination, Employee shall not compete with the Company by providing payroll ' +
  'software services within 50 miles of Houston, Texas.';

/** The document with clauses added as new sections at its end. */
export function withClauses(document: CheckedDocumentInput, ...clauses: string[]) {
  return clauses.reduce((doc, text) => withSection(doc, doc.sections.length, 'Restrictive Covenants', text), document);
}
const withInventions = (document: CheckedDocumentInput, ...notices: string[]) =>
  withClauses(withSection(document, 1, 'Confidentiality and Inventions', WORK_PRODUCT), ...notices);
const withFigures = (document: CheckedDocumentInput, figures: Record<string, number>) => ({ ...document, figures });

// 820 ILCS 90/10: the earnings floor of each covenant, per period and per employee contract type.
const EARNINGS_FLOORS = [
  { covenant: '10a-noncompete', clause: NONCOMPETE, periods: [['2022', 75000], ['2027', 80000], ['2032', 85000], ['2037', 90000]] },
  { covenant: '10b-nonsolicit', clause: NONSOLICIT, periods: [['2022', 45000], ['2027', 47500], ['2032', 50000], ['2037', 52500]] },
] as const;
const EARNINGS_FIELDS = [['employment-agreement', 'baseSalary'], ['employee-noncompete', 'annualEarnings']] as const;

const earningsCases: Record<string, RuleCase> = Object.fromEntries(EARNINGS_FLOORS.flatMap(({ covenant, clause, periods }) =>
  periods.flatMap(([year, floor]) => EARNINGS_FIELDS.map(([typeId, field]) => {
    const covenantDraft = withClauses(contract(typeId), clause, IL_ADVICE, IL_REVIEW);
    return [`il-820-ilcs-90-${covenant}-earnings-${year}-${typeId}`, {
      jurisdiction: 'us-il',
      asOf: `${year}-01-01`,
      compliant: withFigures(covenantDraft, { [field]: floor + 1 }),
      // Earnings exactly at the floor do not exceed it.
      nonCompliant: withFigures(covenantDraft, { [field]: floor }),
    }];
  }))));

/** Cases for the state limits on contract clauses (covenants, invention assignments, automatic renewals). */
export const CONTRACT_RULE_CASES: Record<string, RuleCase> = {
  ...earningsCases,
  'il-820-ilcs-90-20-attorney-advice': {
    jurisdiction: 'us-il',
    compliant: withClauses(contract('employee-noncompete'), NONCOMPETE, IL_ADVICE),
    nonCompliant: withClauses(contract('employee-noncompete'), NONCOMPETE, IL_REVIEW),
  },
  'il-820-ilcs-90-20-review-period': {
    jurisdiction: 'us-il',
    compliant: withClauses(contract(), NONSOLICIT, IL_REVIEW),
    nonCompliant: withClauses(contract(), NONSOLICIT, IL_ADVICE),
  },
  'il-765-ilcs-1060-2-invention-notice': {
    jurisdiction: 'us-il', compliant: withInventions(contract(), OWN_TIME_NOTICE), nonCompliant: withInventions(contract()),
  },
  'ca-lab-2872-invention-notice': {
    jurisdiction: 'us-ca', compliant: withInventions(contract(), SECTION_2870_NOTICE), nonCompliant: withInventions(contract()),
  },
  'ny-lab-203-f-invention-carve-out': {
    jurisdiction: 'us-ny', compliant: withInventions(contract(), OWN_TIME_NOTICE), nonCompliant: withInventions(contract()),
  },
  'ny-gol-5-903-automatic-renewal-notice': {
    jurisdiction: 'us-ny',
    compliant: withClauses(contract('contractor-agreement'), RENEWAL, RENEWAL_REMINDER),
    nonCompliant: withClauses(contract('contractor-agreement'), RENEWAL),
  },
  'fl-542.335-1d1-employee-duration': {
    jurisdiction: 'us-fl',
    compliant: withFigures(contract('employee-noncompete'), { restrictedMonths: 24 }),
    nonCompliant: withFigures(contract('employee-noncompete'), { restrictedMonths: 25 }),
  },
  'fl-542.335-1d3-sale-of-business-duration': {
    jurisdiction: 'us-fl',
    compliant: withFigures(contract('sale-of-business-noncompete'), { restrictedMonths: 84 }),
    nonCompliant: withFigures(contract('sale-of-business-noncompete'), { restrictedMonths: 85 }),
  },
  'tx-bcc-15.50a-time-limit': {
    jurisdiction: 'us-tx',
    compliant: withClauses(contract('employee-noncompete'), TX_LIMITED),
    nonCompliant: withClauses(contract('employee-noncompete'), 'Employee shall not compete with the Company by providing payroll software services within 50 miles of Houston, Texas.'),
  },
  'tx-bcc-15.50a-area-limit': {
    jurisdiction: 'us-tx',
    compliant: withClauses(contract('sale-of-business-noncompete'), TX_LIMITED),
    nonCompliant: withClauses(contract('sale-of-business-noncompete'), 'For one year after the closing, Seller shall not compete with Buyer by providing payroll software services.'),
  },
  'tx-bcc-15.50a-scope-limit': {
    jurisdiction: 'us-tx', compliant: withClauses(contract('employee-noncompete'), TX_LIMITED), nonCompliant: withClauses(contract('employee-noncompete'), NONCOMPETE),
  },
};
