import type { RulePackInput } from '../schema';

// Papers served or filed in an action; a research memo is neither.
const FILED_PAPERS = ['pleading', 'motion', 'points-and-authorities'] as const;

export const newYorkPack: RulePackInput = {
  jurisdiction: 'us-ny',
  label: 'New York',
  sources: 'CPLR 2101 (form of papers); Uniform Rules for the Supreme and County Courts, 22 NYCRR 202.8-b (length ' +
    'of papers). Part rules of individual justices and the Commercial Division rules are not included.',
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
  ],
};
