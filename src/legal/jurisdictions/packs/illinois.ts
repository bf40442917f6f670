import type { RuleInput, RulePackInput } from '../schema';
import {
  CONSULT_ATTORNEY_PATTERN, FOURTEEN_DAYS_PATTERN, INVENTION_ASSIGNMENT_PATTERNS, NONCOMPETE_PATTERNS, NONSOLICIT_PATTERNS,
  OWN_TIME_INVENTION_CARVE_OUT_PATTERNS,
} from './clause-patterns';

// The Freedom to Work Act protects employees; both employee contract types carry its covenants.
const EMPLOYEE_CONTRACTS = ['employment-agreement', 'employee-noncompete'] as const;

// Where each employee contract type's details state the employee's annual earnings.
const EARNINGS_FIELDS = [
  { typeId: 'employment-agreement', field: 'baseSalary', fieldLabel: 'Annual base salary' },
  { typeId: 'employee-noncompete', field: 'annualEarnings', fieldLabel: 'Annual earnings' },
] as const;

type Covenant = {
  subsection: '10a' | '10b';
  name: string;
  idName: string;
  patterns: string[];
  // Each threshold applies from its date until the next one (820 ILCS 90/10 as amended by P.A. 102-358); the last has no end.
  thresholds: { effective: string; until?: string; amount: number }[];
};

const COVENANTS: Covenant[] = [
  {
    subsection: '10a', name: 'covenant not to compete', idName: 'noncompete', patterns: NONCOMPETE_PATTERNS,
    thresholds: [
      { effective: '2022-01-01', until: '2027-01-01', amount: 75000 },
      { effective: '2027-01-01', until: '2032-01-01', amount: 80000 },
      { effective: '2032-01-01', until: '2037-01-01', amount: 85000 },
      { effective: '2037-01-01', amount: 90000 },
    ],
  },
  {
    subsection: '10b', name: 'covenant not to solicit', idName: 'nonsolicit', patterns: NONSOLICIT_PATTERNS,
    thresholds: [
      { effective: '2022-01-01', until: '2027-01-01', amount: 45000 },
      { effective: '2027-01-01', until: '2032-01-01', amount: 47500 },
      { effective: '2032-01-01', until: '2037-01-01', amount: 50000 },
      { effective: '2037-01-01', amount: 52500 },
    ],
  },
];

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** One rule per covenant, threshold period and employee contract type (each type names the earnings field its own way). */
const earningsRules: RuleInput[] = COVENANTS.flatMap((covenant) => covenant.thresholds.flatMap((threshold) =>
  EARNINGS_FIELDS.map(({ typeId, field, fieldLabel }) => ({
    id: `il-820-ilcs-90-${covenant.subsection}-${covenant.idName}-earnings-${threshold.effective.slice(0, 4)}-${typeId}`,
    effective: threshold.effective,
    ...(threshold.until ? { until: threshold.until } : {}),
    appliesTo: { targets: [typeId] },
    severity: 'warning' as const,
    citation: `820 ILCS 90/${covenant.subsection.slice(0, 2)}(${covenant.subsection.slice(2)})`,
    summary: `An employer may not enter into a ${covenant.name} with an employee unless the employee's actual or ` +
      `expected annualized earnings exceed ${dollars(threshold.amount)} a year (from ${threshold.effective}` +
      `${threshold.until ? ` until ${threshold.until}` : ''}). Checked against the ${fieldLabel.toLowerCase()} in the details of ${typeId === 'employment-agreement' ? 'an employment agreement' : 'an employee noncompete'}.`,
    check: {
      kind: 'intake-limit' as const,
      field,
      fieldLabel,
      moreThan: [{ fixed: threshold.amount }],
      whenClause: covenant.patterns,
      action: `Remove the ${covenant.name}, or confirm the employee's actual or expected annualized earnings exceed ` +
        `${dollars(threshold.amount)} a year and state them in the details.`,
    },
  }))));

export const illinoisPack: RulePackInput = {
  jurisdiction: 'us-il',
  label: 'Illinois',
  sources: 'Illinois Freedom to Work Act, 820 ILCS 90, as amended by Public Act 102-358 (effective January 1, 2022); ' +
    'Employee Patent Act, 765 ILCS 1060. Court rules on the form of papers are not included.',
  rules: [
    ...earningsRules,
    {
      id: 'il-820-ilcs-90-20-attorney-advice',
      effective: '2022-01-01',
      appliesTo: { targets: [...EMPLOYEE_CONTRACTS] },
      severity: 'warning',
      citation: '820 ILCS 90/20',
      summary: 'A covenant not to compete or not to solicit is illegal and void unless the employee is advised in ' +
        'writing to consult with an attorney before entering into it.',
      check: {
        kind: 'clause-requires',
        trigger: [...NONCOMPETE_PATTERNS, ...NONSOLICIT_PATTERNS],
        required: [CONSULT_ATTORNEY_PATTERN],
        requiredName: 'written advice to the employee to consult with an attorney before signing',
        action: 'Add a statement advising the employee to consult with an attorney before entering into the covenant, ' +
          'or confirm that advice is given in another writing.',
      },
    },
    {
      id: 'il-820-ilcs-90-20-review-period',
      effective: '2022-01-01',
      appliesTo: { targets: [...EMPLOYEE_CONTRACTS] },
      severity: 'warning',
      citation: '820 ILCS 90/20',
      summary: 'A covenant not to compete or not to solicit is illegal and void unless the employee receives a copy at ' +
        'least 14 calendar days before employment begins or is given at least 14 calendar days to review it.',
      check: {
        kind: 'clause-requires',
        trigger: [...NONCOMPETE_PATTERNS, ...NONSOLICIT_PATTERNS],
        required: [FOURTEEN_DAYS_PATTERN],
        requiredName: 'a statement that the employee has at least 14 calendar days to review the covenant',
        action: 'State that the employee received the covenant at least 14 calendar days before starting work or has ' +
          'at least 14 calendar days to review it, and give that time.',
      },
    },
    {
      id: 'il-765-ilcs-1060-2-invention-notice',
      effective: '1984-01-01',
      effectiveNote: 'Subsection (3) applies to employment agreements entered into after January 1, 1984; this pack ' +
        'does not record the dates of later amendments.',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: '765 ILCS 1060/2',
      summary: 'An employment agreement requiring the employee to assign inventions must come with written notice ' +
        "that it does not apply to an invention developed entirely on the employee's own time without the " +
        "employer's equipment, supplies, facilities or trade secret information, unless the invention relates to the " +
        "employer's business or actual or demonstrably anticipated research or development, or results from work " +
        'the employee performed for the employer.',
      check: {
        kind: 'clause-requires',
        trigger: INVENTION_ASSIGNMENT_PATTERNS,
        required: OWN_TIME_INVENTION_CARVE_OUT_PATTERNS,
        requiredName: "the written notice that the assignment does not apply to inventions made on the employee's own time",
        action: 'Add the statutory notice (765 ILCS 1060/2(3)) to the agreement or give it in writing when the ' +
          'agreement is made.',
      },
    },
  ],
};
