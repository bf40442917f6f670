import type { DocumentBlock } from '../../shared/api/documents';
import { draftingJurisdictionLabel } from '../../shared/jurisdictions';
import { findDocumentType } from '../drafting/document-types';
import { checkDocument, ruleApplies, ruleInForce } from '../jurisdictions/check';
import type { CheckedDocumentInput } from '../jurisdictions/document';
import { packFor } from '../jurisdictions/index';
import type { RulePack } from '../jurisdictions/schema';
import type { FoundClause } from './clauses';
import type { DraftFinding } from './playbook';
import { blocksText, documentSections } from './sections';

/**
 * The jurisdiction's rule pack run over an uploaded contract, as the drafting studio runs it over a draft. The pack's
 * rules are the only source: nothing here adds a rule.
 */

// The catalogue's contract types, recognised by the words of a title or an opening ("Residential Lease Agreement").
const TYPE_PATTERNS: [string, RegExp][] = [
  ['residential-lease', /\bresidential\s+(?:lease|rental)\b|\blease\b[\s\S]{0,400}\b(?:apartment|dwelling|residential)\b/i],
  ['commercial-lease', /\b(?:commercial|office|retail|industrial)\s+lease\b/i],
  ['mutual-nda', /\bnon-?disclosure\s+agreement\b|\bconfidentiality\s+agreement\b|\b(?-i:NDA)\b/i],
  ['employee-noncompete', /\bnon-?compet\w*\s+agreement\b|\bcovenant\s+not\s+to\s+compete\s+agreement\b/i],
  ['employment-agreement', /\bemployment\s+agreement\b|\boffer\s+of\s+employment\b/i],
  ['contractor-agreement', /\b(?:independent\s+)?contractor\s+agreement\b|\b(?:consulting|professional)\s+services\s+agreement\b|\bconsulting\s+agreement\b/i],
  ['asset-purchase-agreement', /\basset\s+purchase\s+agreement\b/i],
];

// A type id the packs never target: only the rules for every contract apply.
const ANY_CONTRACT = 'contract-of-unrecognised-type';

/** The catalogue type an uploaded contract most likely is, from its title, then its opening blocks; null when unclear. */
export function guessContractType(title: string, blocks: DocumentBlock[]): string | null {
  const opening = blocks.slice(0, 4).map((block) => block.text).join('\n');
  for (const text of [title, opening]) {
    const found = TYPE_PATTERNS.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return null;
}

/**
 * The contract as the checker reads it: one section per paragraph, under the heading it sits under (the title before
 * the first), so a finding points at the paragraph that caused it, also in a contract without headings.
 */
function paragraphSections(title: string, blocks: DocumentBlock[]) {
  const outline = documentSections(blocks);
  return blocks.flatMap((block, index) => {
    const standaloneHeading = outline.some((section) => section.start === index && !section.runIn);
    if (standaloneHeading || block.text.trim() === '') return [];
    const within = outline.filter((section) => section.start <= index && index < section.end).at(-1);
    return [{ index, heading: within?.heading ?? title, text: blocksText(blocks, index, index + 1) }];
  });
}

/** The clause a paragraph belongs to: the narrowest found clause that holds it. */
function clauseAt(clauses: FoundClause[], index: number): FoundClause | null {
  const holding = clauses.filter((clause) => clause.start <= index && index < clause.end);
  return holding.sort((a, b) => a.end - a.start - (b.end - b.start))[0] ?? null;
}

/** Rules that compare amounts from a drafting form; an uploaded contract has no form, so they cannot be checked. */
function uncheckedFigureRules(pack: RulePack, document: { family: 'contract'; typeId: string }, asOf: string) {
  return pack.rules.filter((rule) => rule.check.kind === 'intake-limit' && ruleInForce(rule, asOf) && ruleApplies(rule, document));
}

export interface ContractLimitsResult {
  findings: DraftFinding[];
  notes: string[];
}

/** The pack's findings on the contract, each tied to the clause it is about, and notes on what was and was not checked. */
export function checkContractLimits(options: {
  title: string;
  blocks: DocumentBlock[];
  clauses: FoundClause[];
  jurisdiction: string | null;
  asOf?: string;
}): ContractLimitsResult {
  const { title, blocks, clauses, jurisdiction } = options;
  const asOf = options.asOf ?? new Date().toISOString().slice(0, 10);
  if (!jurisdiction) {
    return { findings: [], notes: ['Contract limits were not checked: no jurisdiction was chosen. Choose the state whose law governs the contract to check them.'] };
  }
  const label = draftingJurisdictionLabel(jurisdiction);
  const pack = packFor(jurisdiction);
  if (!pack) return { findings: [], notes: [`Contract limits were not checked: there is no rule pack for ${label}.`] };

  const typeId = guessContractType(title, blocks);
  const typeLabel = typeId ? findDocumentType(typeId)?.label ?? typeId : null;
  const notes = [typeLabel
    ? `Contract limits were checked with the ${label} rule pack, reading the contract as a ${typeLabel}.`
    : `Contract limits were checked with the ${label} rule pack. The contract's type was not recognised, so only the rules for every contract were run, not those for a particular type (employment agreement, lease, NDA...).`];
  const identity = { family: 'contract' as const, typeId: typeId ?? ANY_CONTRACT };
  for (const rule of uncheckedFigureRules(pack, identity, asOf)) {
    notes.push(`Not checked (${rule.citation}): ${rule.summary} The review does not read amounts such as rent, deposits or salary from the document; check this one by hand.`);
  }

  const sections = paragraphSections(title, blocks);
  const document: CheckedDocumentInput = {
    title,
    ...identity,
    sections: sections.map(({ heading, text }) => ({ heading, text })),
    format: { pleadingPaper: false },
  };
  const ruleset = { ...pack, rules: pack.rules.filter((rule) => rule.check.kind !== 'intake-limit') };
  const findings: DraftFinding[] = [];
  for (const result of checkDocument({ pack: ruleset, document, asOf })) {
    // The checker speaks of drafts; here the lawyer is reading a contract they received.
    const message = result.message.replace(/\bthe draft\b/g, 'the contract');
    const at = result.location.sectionIndex;
    const index = at === undefined ? null : sections[at]!.index;
    const clause = index === null ? null : clauseAt(clauses, index);
    if (index === null || !clause) {
      // Not about one of the clauses review labels (a security deposit, the whole contract): reported as a note.
      notes.push(message);
      continue;
    }
    const first = blocks[index]!;
    findings.push({
      key: `rule:${result.ruleId}`,
      clause: clause.label,
      severity: result.severity,
      message,
      source: result.citation,
      page: first.page,
      paragraph: first.paragraph,
      original: clause.text,
      // The packs state the limit, not replacement text: the lawyer writes it.
      suggested: null,
      clauseRef: clause,
    });
  }
  return { findings, notes };
}
