import type { RulePackInput } from '../schema';
import { AUTOMATIC_RENEWAL_PATTERNS, INVENTION_ASSIGNMENT_PATTERNS, OWN_TIME_INVENTION_CARVE_OUT_PATTERNS } from './clause-patterns';

// Papers served or filed in an action; a research memo is neither.
const FILED_PAPERS = ['pleading', 'motion', 'points-and-authorities'] as const;

export const newYorkPack: RulePackInput = {
  jurisdiction: 'us-ny',
  label: 'New York',
  sources: 'CPLR 2101 (form of papers); Uniform Rules for the Supreme and County Courts, 22 NYCRR 202.8-b (length ' +
    'of papers); Labor Law § 203-f; General Obligations Law § 5-903. Part rules of individual justices and the ' +
    'Commercial Division rules are not included.',
  rules: [
    {
      id: 'ny-cplr-2101c-caption',
      effective: '1963-09-01',
      effectiveNote: "The CPLR took effect on September 1, 1963; this pack does not record the date of any later amendment to this subdivision's text.",
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'error',
      citation: 'N.Y. CPLR 2101(c)',
      summary: 'Each paper served or filed must begin with a caption setting forth the name of the court, the venue, ' +
        'the title of the action, the nature of the paper, and the index number if one has been assigned.',
      check: { kind: 'caption', elements: ['court', 'venue', 'title', 'designation'] },
    },
    {
      id: 'ny-cplr-2101d-indorsement',
      effective: '1963-09-01',
      effectiveNote: "The CPLR took effect on September 1, 1963; this pack does not record the date of any later amendment to this subdivision's text.",
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'error',
      citation: 'N.Y. CPLR 2101(d)',
      summary: 'Each paper served or filed must be indorsed with the name, address, and telephone number of the ' +
        'attorney for the party serving or filing it.',
      check: { kind: 'signature-block', elements: ['address', 'telephone'] },
    },
    {
      id: 'ny-202.8-b-word-limit',
      effective: '2021-02-01',
      appliesTo: { targets: ['motion', 'points-and-authorities'] },
      severity: 'error',
      citation: '22 NYCRR 202.8-b',
      summary: 'Unless the court permits otherwise, computer-prepared briefs and memoranda of law in chief are limited to ' +
        '7,000 words and replies to 4,200, not counting the caption, tables of contents and authorities, and signature block.',
      check: {
        kind: 'length-limit', unit: 'words', max: 7000, replyMax: 4200,
        // The notice of motion is a separate paper from the memorandum the limit counts.
        excludedHeadingKeywords: ['table of contents', 'table of authorities', 'notice of motion'],
      },
    },
    {
      id: 'ny-202.8-b-word-count-certification',
      effective: '2021-02-01',
      appliesTo: { targets: ['motion', 'points-and-authorities'] },
      severity: 'error',
      citation: '22 NYCRR 202.8-b',
      summary: "A computer-prepared brief or memorandum must attach at its end counsel's certification of its word count " +
        'and that it complies with the word limit.',
      check: {
        kind: 'required-sections',
        sections: [{ name: 'the word-count certification', headingKeywords: ['word count', 'certification of compliance'] }],
      },
    },
    {
      id: 'ny-lab-203-f-invention-carve-out',
      effective: '2023-09-15',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: 'N.Y. Labor Law § 203-f',
      summary: 'A term requiring an employee to assign inventions does not apply to, and is unenforceable as to, an ' +
        "invention developed entirely on the employee's own time without the employer's equipment, supplies, " +
        "facilities or trade secret information, unless it relates to the employer's business or actual or " +
        'demonstrably anticipated research or development, or results from work the employee performed for the employer.',
      check: {
        kind: 'clause-requires',
        trigger: INVENTION_ASSIGNMENT_PATTERNS,
        required: [String.raw`\b203-f\b`, ...OWN_TIME_INVENTION_CARVE_OUT_PATTERNS],
        requiredName: "the carve-out for inventions developed entirely on the employee's own time",
        action: 'Limit the assignment to exclude the inventions § 203-f protects, so the clause states what it can enforce.',
      },
    },
    {
      id: 'ny-gol-5-903-automatic-renewal-notice',
      effective: '1964-09-27',
      effectiveNote: 'The General Obligations Law took effect on September 27, 1964; this pack does not record the ' +
        "date of this section's enactment or of later amendments.",
      appliesTo: { targets: ['contractor-agreement'] },
      severity: 'warning',
      citation: 'N.Y. Gen. Oblig. Law § 5-903',
      summary: 'In a contract for service, maintenance or repair to or for real or personal property, a provision ' +
        'renewing the term unless the recipient gives notice of termination is unenforceable against the recipient ' +
        'unless the provider, at least 15 and not more than 30 days before the date for that notice, gives the ' +
        'recipient written notice, served personally or by certified mail, calling attention to the provision. It ' +
        'does not apply where the renewal period is one month or less, nor to services that are not for property.',
      check: {
        kind: 'clause-requires',
        trigger: AUTOMATIC_RENEWAL_PATTERNS,
        required: [
          String.raw`\b5-903\b`,
          String.raw`\b(?:fifteen|15)\s*(?:\(15\)\s*)?(?:days\s+)?and\s+(?:not|no)\s+more\s+than\s+(?:thirty|30)\s*(?:\(30\)\s*)?days\b`,
        ],
        requiredName: "the provider's written reminder of the renewal, 15 to 30 days before the date for notice of termination",
        action: 'If the services are for real or personal property (service, maintenance or repair) and the renewal ' +
          'period is longer than a month, provide that the provider will give that reminder, served personally or by ' +
          'certified mail, or remove the automatic renewal.',
      },
    },
  ],
};
