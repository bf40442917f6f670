import { describe, expect, it } from 'vitest';
import { JURISDICTIONS } from './list';
import { checkDocument } from './check';
import { CONTRACT_RULE_CASES, NONCOMPETE, NONSOLICIT } from './contract-rule-cases.fixture';
import type { RuleCase } from './contract-rule-cases.fixture';
import type { CheckedDocumentInput } from './document';
import { SIGNATURE_BLOCK, contract, motion, pleading, withSection, withoutSection, words } from './documents.fixture';
import { RULE_PACKS, packFor } from './index';
import { LEASE_RULE_CASES } from './leases.fixture';
import { severitySchema } from './schema';

const withCaption = (document: CheckedDocumentInput, caption: Record<string, string>) =>
  ({ ...document, caption: { ...document.caption, ...caption } });
const withSignature = (document: CheckedDocumentInput, signatureBlock: string) => ({ ...document, signatureBlock });
const withoutLine = (pattern: RegExp) => SIGNATURE_BLOCK.split('\n').filter((line) => !pattern.test(line)).join('\n');
const withClause = (document: CheckedDocumentInput, text: string) =>
  withSection(document, document.sections.length, 'Restrictive Covenants', text);

const SUMMARY_JUDGMENT = 'motion-for-summary-judgment';

/** One compliant and one non-compliant draft for every rule of every pack. */
const RULE_CASES: Record<string, RuleCase> = {
  ...LEASE_RULE_CASES,
  'frcp-10a-caption': { jurisdiction: 'us-federal', compliant: pleading(), nonCompliant: withCaption(pleading(), { fileNumber: '' }) },
  'frcp-10a-complaint-parties': { jurisdiction: 'us-federal', compliant: pleading(), nonCompliant: withCaption(pleading(), { parties: ' ' }) },
  'frcp-7b2-motion-caption': { jurisdiction: 'us-federal', compliant: motion(), nonCompliant: withCaption(motion(), { court: '' }) },
  'frcp-11a-signature': { jurisdiction: 'us-federal', compliant: motion(), nonCompliant: withSignature(motion(), withoutLine(/@/)) },
  'frcp-7b1-motion-grounds-relief': { jurisdiction: 'us-federal', compliant: motion(), nonCompliant: withoutSection(motion(), 'relief') },
  'frcp-56c1-record-support': {
    jurisdiction: 'us-federal', compliant: motion(SUMMARY_JUDGMENT), nonCompliant: withoutSection(motion(SUMMARY_JUDGMENT), 'facts'),
  },
  'frcp-5d1b-certificate-of-service': { jurisdiction: 'us-federal', compliant: motion(), nonCompliant: withoutSection(motion(), 'service') },
  // A notice has nothing to comply with: it is reported for filed papers and not for contracts.
  'federal-local-rules-vary': { jurisdiction: 'us-federal', compliant: contract(), nonCompliant: motion() },
  'ca-crc-2.108-pleading-paper': {
    jurisdiction: 'us-ca', compliant: motion(), nonCompliant: { ...motion(), format: { pleadingPaper: false, fontSizePt: 12 } },
  },
  'ca-crc-2.111-first-page': { jurisdiction: 'us-ca', compliant: motion(), nonCompliant: withCaption(motion(), { fileNumber: '' }) },
  'ca-crc-2.104-font-size': {
    jurisdiction: 'us-ca', compliant: motion(), nonCompliant: { ...motion(), format: { pleadingPaper: true, fontSizePt: 11 } },
  },
  'ca-crc-3.1113d-memorandum-pages': {
    jurisdiction: 'us-ca', compliant: motion(), nonCompliant: withSection(motion(), 2, 'Argument', words(4000)),
  },
  'ca-crc-3.1113d-summary-judgment-pages': {
    jurisdiction: 'us-ca',
    compliant: withSection(motion(SUMMARY_JUDGMENT), 2, 'Argument', words(4000)),
    nonCompliant: withSection(motion(SUMMARY_JUDGMENT), 2, 'Argument', words(5200)),
  },
  // About 12 pages of counted text at 250 words a page: over the 10 pages past which tables are required.
  'ca-crc-3.1113f-opening-summary': {
    jurisdiction: 'us-ca',
    compliant: withSection(withSection(motion(), 2, 'Argument', words(4000)), 1, 'Summary of Argument', words(50)),
    nonCompliant: withSection(motion(), 2, 'Argument', words(4000)),
  },
  'ca-crc-3.1113f-tables': { jurisdiction: 'us-ca', compliant: motion(), nonCompliant: withSection(motion(), 2, 'Argument', words(3000)) },
  'ca-bpc-16600-employee-noncompete': { jurisdiction: 'us-ca', compliant: contract(), nonCompliant: withClause(contract(), NONCOMPETE) },
  'ca-bpc-16600-noncompete': {
    jurisdiction: 'us-ca',
    compliant: contract('contractor-agreement'),
    nonCompliant: withClause(contract('contractor-agreement'), 'Contractor agrees to a non-compete period of 12 months.'),
  },
  'ca-lab-925-forum-choice-of-law': {
    jurisdiction: 'us-ca',
    compliant: contract(),
    nonCompliant: withSection(contract(), 2, 'Governing Law', 'This Agreement is governed by the laws of the State of New York.'),
  },
  'ny-cplr-2101c-caption': { jurisdiction: 'us-ny', compliant: motion(), nonCompliant: withCaption(motion(), { venue: '' }) },
  'ny-cplr-2101d-indorsement': {
    jurisdiction: 'us-ny', compliant: pleading(), nonCompliant: withSignature(pleading(), withoutLine(/Telephone/)),
  },
  'ny-202.8-b-word-limit': { jurisdiction: 'us-ny', compliant: motion(), nonCompliant: withSection(motion(), 2, 'Argument', words(7100)) },
  'ny-202.8-b-word-count-certification': {
    jurisdiction: 'us-ny', compliant: motion(), nonCompliant: withoutSection(motion(), 'word count'),
  },
  'tx-trcp-57-signature': {
    jurisdiction: 'us-tx', compliant: pleading(), nonCompliant: withSignature(pleading(), withoutLine(/State Bar/)),
  },
  'tx-bcc-15.50-noncompete': { jurisdiction: 'us-tx', compliant: contract(), nonCompliant: withClause(contract(), NONCOMPETE) },
  'fl-542.335-restrictive-covenant': { jurisdiction: 'us-fl', compliant: contract(), nonCompliant: withClause(contract(), NONSOLICIT) },
  ...CONTRACT_RULE_CASES,
};

const allRules = RULE_PACKS.flatMap((pack) => pack.rules.map((rule) => ({ pack, rule })));

describe('rule packs', () => {
  it('has a compliant and a non-compliant case for every rule, and no case for a missing rule', () => {
    expect(Object.keys(RULE_CASES).sort()).toEqual(allRules.map(({ rule }) => rule.id).sort());
  });

  it.each(allRules.map(({ pack, rule }) => [rule.id, pack.jurisdiction]))('%s sits in the %s pack', (ruleId, jurisdiction) => {
    expect(RULE_CASES[ruleId]?.jurisdiction).toBe(jurisdiction);
  });

  it('gives every rule a citation, a summary and a valid severity', () => {
    for (const { rule } of allRules) {
      expect(rule.citation.trim()).not.toBe('');
      expect(rule.summary.trim()).not.toBe('');
      expect(severitySchema.safeParse(rule.severity).success).toBe(true);
    }
  });

  it('has a pack for every jurisdiction the app offers, and null for one without a pack', () => {
    for (const { id } of JURISDICTIONS) expect(packFor(id)?.jurisdiction).toBe(id);
    expect(packFor('us-wa')).toBeNull();
    expect(packFor('')).toBeNull();
  });
});

describe.each(allRules.map(({ pack, rule }) => [rule.id, pack, rule] as const))('rule %s', (ruleId, pack, rule) => {
  const ruleCase = RULE_CASES[ruleId];
  const findingsOf = (document: CheckedDocumentInput) =>
    checkDocument({ pack, document, ...(ruleCase?.asOf ? { asOf: ruleCase.asOf } : {}) }).filter((finding) => finding.ruleId === ruleId);

  it('reports nothing for the compliant draft', () => {
    expect(ruleCase && findingsOf(ruleCase.compliant)).toEqual([]);
  });

  it('reports the non-compliant draft with the rule severity and citation', () => {
    const findings = ruleCase ? findingsOf(ruleCase.nonCompliant) : [];
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      expect(finding.severity).toBe(rule.severity);
      expect(finding.citation).toBe(rule.citation);
      expect(finding.message).toContain(rule.citation);
    }
  });
});
