import type { RulePackInput } from '../schema';

// Papers filed in a case; an internal research memo is not filed, so court rules do not reach it.
const FILED_PAPERS = ['pleading', 'motion', 'points-and-authorities'] as const;

export const federalPack: RulePackInput = {
  jurisdiction: 'us-federal',
  label: 'United States district courts',
  sources: 'Federal Rules of Civil Procedure (Rules 5, 7, 10, 11, 56). Each district and judge adds local rules and ' +
    'standing orders on page limits and format, which this pack does not contain.',
  rules: [
    {
      id: 'frcp-10a-caption',
      effective: '2007-12-01',
      appliesTo: { targets: ['pleading'] },
      severity: 'error',
      citation: 'Fed. R. Civ. P. 10(a)',
      summary: "Every pleading must have a caption with the court's name, a title, a file number, and a Rule 7(a) " +
        'designation (leave the number blank on a new complaint until the clerk assigns one, e.g. "Case No. ____").',
      check: { kind: 'caption', elements: ['court', 'title', 'fileNumber', 'designation'] },
    },
    {
      id: 'frcp-10a-complaint-parties',
      effective: '2007-12-01',
      appliesTo: { targets: ['complaint'] },
      severity: 'error',
      citation: 'Fed. R. Civ. P. 10(a)',
      summary: 'The title of the complaint must name all the parties.',
      check: { kind: 'caption', elements: ['parties'] },
    },
    {
      id: 'frcp-7b2-motion-caption',
      effective: '2007-12-01',
      appliesTo: { targets: ['motion', 'points-and-authorities'] },
      severity: 'error',
      citation: 'Fed. R. Civ. P. 7(b)(2), 10(a)',
      summary: 'The rules governing captions and other matters of form in pleadings apply to motions and other papers.',
      check: { kind: 'caption', elements: ['court', 'title', 'fileNumber', 'designation'] },
    },
    {
      id: 'frcp-11a-signature',
      effective: '2007-12-01',
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'error',
      citation: 'Fed. R. Civ. P. 11(a)',
      summary: "Every pleading, written motion, and other paper must be signed by at least one attorney of record in the " +
        "attorney's name and state the signer's address, e-mail address, and telephone number.",
      check: { kind: 'signature-block', elements: ['signature', 'address', 'email', 'telephone'] },
    },
    {
      id: 'frcp-7b1-motion-grounds-relief',
      effective: '2007-12-01',
      appliesTo: { targets: ['motion'] },
      severity: 'error',
      citation: 'Fed. R. Civ. P. 7(b)(1)',
      summary: 'A motion must be in writing (unless made during a hearing or trial), state with particularity the ' +
        'grounds for seeking the order, and state the relief sought.',
      check: {
        kind: 'required-sections',
        sections: [
          { name: 'the grounds for the order', headingKeywords: ['grounds', 'argument'] },
          { name: 'the relief sought', headingKeywords: ['relief', 'conclusion'] },
        ],
      },
    },
    {
      id: 'frcp-56c1-record-support',
      effective: '2010-12-01',
      appliesTo: { targets: ['motion-for-summary-judgment'] },
      severity: 'warning',
      citation: 'Fed. R. Civ. P. 56(a), 56(c)(1)',
      summary: 'A summary judgment motion identifies each claim or defense (or part) on which judgment is sought, and ' +
        'each asserted fact must be supported by citing particular parts of materials in the record.',
      check: {
        kind: 'required-sections',
        sections: [{ name: 'the facts with citations to the record', headingKeywords: ['fact'] }],
      },
    },
    {
      id: 'frcp-5d1b-certificate-of-service',
      effective: '2018-12-01',
      appliesTo: { targets: ['answer', 'motion', 'points-and-authorities'] },
      severity: 'info',
      citation: 'Fed. R. Civ. P. 5(b), 5(d)(1)(B)',
      summary: "No certificate of service is needed for a paper served through the court's electronic-filing system; " +
        'a paper served by other means under Rule 5(b) and filed needs a certificate of service.',
      check: { kind: 'certificate-of-service', headingKeywords: ['certificate of service', 'proof of service'] },
    },
    {
      id: 'federal-local-rules-vary',
      effective: '2007-12-01',
      appliesTo: { targets: [...FILED_PAPERS] },
      severity: 'info',
      citation: 'Fed. R. Civ. P. 83',
      summary: "Each district court's local rules and each judge's standing orders set page limits and formatting " +
        'requirements that are not checked here; check them for the assigned court and judge.',
      check: { kind: 'notice' },
    },
  ],
};
