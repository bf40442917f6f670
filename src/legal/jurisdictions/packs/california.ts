import type { RulePackInput } from '../schema';
import { INVENTION_ASSIGNMENT_PATTERNS, NONCOMPETE_PATTERNS, NON_CALIFORNIA_LAW_OR_FORUM_PATTERNS, OWN_TIME_INVENTION_CARVE_OUT_PATTERNS } from './clause-patterns';

// Papers filed in the trial courts (Cal. Rules of Court, rule 2.100 et seq.); a research memo is not filed.
const FILED_PAPERS = ['pleading', 'motion', 'points-and-authorities'] as const;

// Double-spaced 12-point text on 28-line pleading paper holds roughly this many words; an estimate, said so in findings.
const WORDS_PER_PLEADING_PAGE = 250;

// Rule 3.1113(d): the page limit excludes the caption page, exhibits, declarations, attachments, the tables of
// contents and authorities, and the proof of service. A notice of motion is a separate paper from the memorandum.
const NOT_COUNTED_IN_MEMORANDUM = [
  'table of contents', 'table of authorities', 'proof of service', 'certificate of service', 'exhibit',
  'declaration', 'attachment', 'notice of motion',
];

export const californiaPack: RulePackInput = {
  jurisdiction: 'us-ca',
  label: 'California',
  sources: 'California Rules of Court (rules 2.104, 2.108, 2.111, 3.1113); Business and Professions Code §§ 16600, ' +
    '16600.5; Labor Code §§ 925, 2870, 2872. Local rules of each superior court are not included.',
  rules: [
    {
      id: 'ca-crc-2.108-pleading-paper',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'error',
      citation: 'Cal. Rules of Court, rule 2.108',
      summary: 'Lines on each page must be one and one-half spaced or double-spaced and numbered consecutively, with ' +
        'the line numbers at the left margin (pleading paper).',
      check: { kind: 'format', pleadingPaper: true },
    },
    {
      id: 'ca-crc-2.111-first-page',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      // A complaint is numbered by the clerk when it is filed, so only papers in a pending case are held to it.
      appliesTo: { targets: ['motion', 'points-and-authorities', 'answer'] },
      severity: 'error',
      citation: 'Cal. Rules of Court, rule 2.111',
      summary: 'The first page must show the title of the court, the title of the case, the case number, and the ' +
        'nature of the paper.',
      check: { kind: 'caption', elements: ['court', 'title', 'fileNumber', 'designation'] },
    },
    {
      id: 'ca-crc-2.104-font-size',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'error',
      citation: 'Cal. Rules of Court, rule 2.104',
      summary: 'The font size must not be smaller than 12 points.',
      check: { kind: 'format', minFontSizePt: 12 },
    },
    {
      id: 'ca-crc-3.1113d-memorandum-pages',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: ['motion', 'points-and-authorities'], except: ['motion-for-summary-judgment'] },
      severity: 'warning',
      citation: 'Cal. Rules of Court, rule 3.1113(d)',
      summary: 'Except on summary judgment or summary adjudication, an opening or responding memorandum may not exceed ' +
        '15 pages and a reply or closing memorandum may not exceed 10 pages.',
      check: {
        kind: 'length-limit', unit: 'pages', max: 15, replyMax: 10, wordsPerPage: WORDS_PER_PLEADING_PAGE,
        excludedHeadingKeywords: NOT_COUNTED_IN_MEMORANDUM,
      },
    },
    {
      id: 'ca-crc-3.1113d-summary-judgment-pages',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: ['motion-for-summary-judgment'] },
      severity: 'warning',
      citation: 'Cal. Rules of Court, rule 3.1113(d)',
      summary: 'In a summary judgment or summary adjudication motion, an opening or responding memorandum may not ' +
        'exceed 20 pages and a reply or closing memorandum may not exceed 10 pages.',
      check: {
        kind: 'length-limit', unit: 'pages', max: 20, replyMax: 10, wordsPerPage: WORDS_PER_PLEADING_PAGE,
        excludedHeadingKeywords: NOT_COUNTED_IN_MEMORANDUM,
      },
    },
    {
      id: 'ca-crc-3.1113f-tables',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: ['motion', 'points-and-authorities'] },
      severity: 'warning',
      citation: 'Cal. Rules of Court, rule 3.1113(f)',
      summary: 'A memorandum that exceeds 10 pages must include a table of contents and a table of authorities.',
      check: { kind: 'tables-required', overPages: 10, wordsPerPage: WORDS_PER_PLEADING_PAGE, excludedHeadingKeywords: NOT_COUNTED_IN_MEMORANDUM },
    },
    {
      id: 'ca-crc-3.1113f-opening-summary',
      effective: '2007-01-01',
      effectiveNote: 'The rule took its current number on January 1, 2007; this pack does not record later amendments.',
      appliesTo: { targets: ['motion', 'points-and-authorities'] },
      severity: 'warning',
      citation: 'Cal. Rules of Court, rule 3.1113(f)',
      summary: 'A memorandum that exceeds 15 pages must also include an opening summary of argument.',
      check: {
        kind: 'required-sections',
        sections: [{ name: 'an opening summary of argument', headingKeywords: ['summary of argument'] }],
        overPages: { pages: 15, wordsPerPage: WORDS_PER_PLEADING_PAGE, excludedHeadingKeywords: NOT_COUNTED_IN_MEMORANDUM },
      },
    },
    {
      id: 'ca-bpc-16600-employee-noncompete',
      effective: '2024-01-01',
      // The catalogue refuses a California employee noncompete, but a pasted or edited clause must still be caught.
      appliesTo: { targets: ['employment-agreement', 'employee-noncompete'] },
      severity: 'error',
      citation: 'Cal. Bus. & Prof. Code §§ 16600, 16600.5',
      summary: 'A contract restraining anyone from a lawful profession, trade, or business is void to that extent, and ' +
        'an employer may not enter into or attempt to enforce such a clause with an employee, wherever it was signed.',
      check: {
        kind: 'restricted-clause',
        patterns: NONCOMPETE_PATTERNS,
        action: 'Remove the noncompete: it is void, and including it in an employee contract is itself unlawful.',
      },
    },
    {
      id: 'ca-bpc-16600-noncompete',
      effective: '2024-01-01',
      appliesTo: { targets: ['contractor-agreement', 'mutual-nda'] },
      severity: 'warning',
      citation: 'Cal. Bus. & Prof. Code § 16600',
      summary: 'A contract restraining anyone from a lawful profession, trade, or business is void to that extent, ' +
        'except as the statute provides (for example, on the sale of a business under § 16601).',
      check: {
        kind: 'restricted-clause',
        patterns: NONCOMPETE_PATTERNS,
        action: 'Remove it unless a statutory exception applies, and note the exception in the draft.',
      },
    },
    {
      id: 'ca-lab-925-forum-choice-of-law',
      effective: '2017-01-01',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: 'Cal. Lab. Code § 925',
      summary: 'An employer may not require an employee who primarily resides and works in California, as a condition ' +
        'of employment, to adjudicate California claims outside California or to give up California law on them, ' +
        'unless the employee was individually represented by counsel in negotiating the agreement.',
      check: {
        kind: 'restricted-clause',
        patterns: NON_CALIFORNIA_LAW_OR_FORUM_PATTERNS,
        action: 'Use California law and a California forum for a California employee, or record that the employee ' +
          'was individually represented by counsel in negotiating these terms (§ 925(e)).',
      },
    },
    {
      id: 'ca-lab-2872-invention-notice',
      effective: '1980-01-01',
      effectiveNote: 'Section 2872 applies to employment agreements entered into after January 1, 1980; this pack does ' +
        'not record the dates of later amendments.',
      appliesTo: { targets: ['employment-agreement'] },
      severity: 'warning',
      citation: 'Cal. Lab. Code §§ 2870, 2872',
      summary: 'An employment agreement requiring the employee to assign inventions must be accompanied by written ' +
        'notice that it does not apply to an invention that qualifies fully under § 2870 (developed entirely on the ' +
        "employee's own time without the employer's equipment, supplies, facilities or trade secret information, " +
        "unless it relates to the employer's business or research or development, or results from the employee's work " +
        'for the employer).',
      check: {
        kind: 'clause-requires',
        trigger: INVENTION_ASSIGNMENT_PATTERNS,
        required: [String.raw`\b2870\b`, ...OWN_TIME_INVENTION_CARVE_OUT_PATTERNS],
        requiredName: 'the written notice of Labor Code § 2870',
        action: 'Add the notice that the assignment does not apply to an invention that qualifies fully under Labor ' +
          'Code § 2870 (commonly with the text of § 2870 attached), or give it in writing when the agreement is made.',
      },
    },
  ],
};
