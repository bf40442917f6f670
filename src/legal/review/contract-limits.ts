import type { DocumentBlock } from '../documents/blocks';
import { draftingJurisdictionLabel } from '../jurisdictions/list';
import { findDocumentType } from '../drafting/document-types';
import { checkDocument } from '../jurisdictions/check';
import type { RulePack } from '../jurisdictions/schema';
import type { CheckedDocumentInput } from '../jurisdictions/document';
import { packFor } from '../jurisdictions/index';
import { DEPOSIT_RETURN_DAYS } from '../jurisdictions/packs/leases';
import type { Finding } from '../jurisdictions/document';
import type { FoundClause } from './clauses';
import type { LeaseFigures } from './lease-figures';
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
  /** Figures read from a lease (rent, deposit, late charge) and the deposit-return period it states. */
  lease?: Pick<LeaseFigures, 'figures' | 'depositReturn' | 'depositMonths'>;
  asOf?: string;
}): ContractLimitsResult {
  const { title, blocks, clauses, jurisdiction, lease } = options;
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

  const sections = paragraphSections(title, blocks);
  const document: CheckedDocumentInput = {
    title,
    ...identity,
    sections: sections.map(({ heading, text }) => ({ heading, text })),
    format: { pleadingPaper: false },
    figures: lease?.figures ?? {},
  };
  const deposit = clauses.find((clause) => clause.label === 'security-deposit') ?? null;
  const findings: DraftFinding[] = [];
  if (lease && !pack.rules.some((rule) => rule.appliesTo.targets.includes('residential-lease'))) {
    // "Checked with the pack" must not read as the deposit having passed: the pack holds no lease rules to pass.
    notes.push(`Not checked: the ${label} rule pack holds no residential lease rules, so the security deposit, its return and any late charge were not compared with ${label} law.`);
  }
  const text = blocks.map((block) => block.text).join('\n');
  const noLateCharge = lease !== undefined && !LATE_CHARGE_WORDS.test(text);
  const notNeeded = new Set<string>();
  for (const result of checkDocument({ pack, document, asOf })) {
    if (noLateCharge && lateChargeRule(pack, result.ruleId)) {
      notNeeded.add(result.citation);
      continue;
    }
    const returnDays = DEPOSIT_RETURN_DAYS[result.ruleId];
    if (returnDays !== undefined && deposit && lease?.depositReturn) {
      findings.push(...depositReturnFinding(result, returnDays, lease.depositReturn, deposit));
      continue;
    }
    const inMonths = deposit && lease ? depositInMonths(pack, result, lease, deposit) : null;
    if (inMonths) {
      findings.push(...inMonths);
      continue;
    }
    // The checker speaks of drafts and their details; here the lawyer is reading a contract they received.
    const message = result.message.replace(/\bthe draft's details do not\b/g, 'the contract does not').replace(/\bthe draft\b/g, 'the contract');
    const at = result.location.sectionIndex;
    const index = at === undefined ? null : sections[at]!.index;
    // A limit on a lease's deposit is about its deposit clause; one that could not be checked stays a note.
    const aboutDeposit = index === null && deposit && /deposit/i.test(result.ruleId) && !message.startsWith('Not checked');
    const clause = aboutDeposit ? deposit : index === null ? null : clauseAt(clauses, index);
    if (!clause) {
      // Not about one of the clauses review labels (a security deposit, the whole contract): reported as a note.
      notes.push(message);
      continue;
    }
    const first = blocks[index ?? clause.start]!;
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
  if (notNeeded.size > 0) {
    notes.push(`The lease charges no late fee, so the limits on late fees (${[...notNeeded].join('; ')}) do not apply to it.`);
  }
  return { findings, notes };
}

// A lease that speaks of a late fee at all, even in words the figures cannot read, keeps its late-fee rules.
const LATE_CHARGE_WORDS = /\blate\s+(?:fee|charge|payment\s+(?:fee|charge))s?\b/i;

/** A rule limiting a late fee's amount or its grace period: with no late fee in the lease there is nothing to limit. */
function lateChargeRule(pack: RulePack, ruleId: string): boolean {
  const check = pack.rules.find((rule) => rule.id === ruleId)?.check;
  return check?.kind === 'intake-limit' && (check.field === 'lateFee' || check.field === 'lateFeeGraceDays');
}

/**
 * A lease that states its own deposit-return period is held to the state's: longer is an error (a lease cannot give the
 * landlord more time than the statute), within it passes.
 */
function depositReturnFinding(result: Finding, days: number, stated: { days: number; text: string }, clause: FoundClause): DraftFinding[] {
  if (stated.days <= days) return [];
  return [leaseFinding(clause, result, {
    key: `rule:${result.ruleId}:period`,
    severity: 'error',
    message: `The lease returns the deposit within ${stated.text}; the law allows at most ${days} days after the tenant leaves. ` +
      `Shorten the period to ${days} days. (${result.citation})`,
  })];
}

/**
 * A deposit stated in months of rent, the rent not given: a limit that is a fraction of the monthly rent is compared in
 * months ("three (3) months' rent" is over one month's rent whatever the rent). Null when this does not apply.
 */
function depositInMonths(pack: RulePack, result: Finding, lease: Pick<LeaseFigures, 'figures' | 'depositMonths'>, clause: FoundClause): DraftFinding[] | null {
  const check = pack.rules.find((rule) => rule.id === result.ruleId)?.check;
  if (check?.kind !== 'intake-limit' || check.field !== 'securityDeposit' || !check.atMost) return null;
  if (lease.depositMonths === null || lease.figures.securityDeposit !== undefined) return null;
  const fractions = check.atMost.map((amount) => ('fractionOf' in amount && amount.fractionOf === 'monthlyRent' ? amount.fraction : null));
  if (fractions.some((fraction) => fraction === null)) return null;
  const limit = Math.min(...(fractions as number[]));
  if (lease.depositMonths <= limit) return [];
  return [leaseFinding(clause, result, {
    key: `rule:${result.ruleId}:months`,
    severity: result.severity,
    message: `The security deposit is ${lease.depositMonths} months' rent; the limit is ${limit === 1 ? '1 month\'s' : `${limit} months'`} rent. ${check.action} (${result.citation})`,
  })];
}

/** A finding on a lease's clause from a pack rule: the pack states the limit, not replacement text. */
function leaseFinding(clause: FoundClause, result: Finding, finding: Pick<DraftFinding, 'key' | 'severity' | 'message'>): DraftFinding {
  return {
    ...finding,
    clause: clause.label,
    source: result.citation,
    page: clause.page,
    paragraph: clause.paragraph,
    original: clause.text,
    suggested: null,
    clauseRef: clause,
  };
}
