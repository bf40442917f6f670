import type { DocumentBlock } from '../documents/blocks';
import type { ClauseLabel, ContractValues, PlaybookPosition } from './types';
import { draftingJurisdictionLabel } from '../jurisdictions/list';
import { findClauses, type ClauseSearch } from './clauses';
import { checkContractLimits, guessContractType } from './contract-limits';
import { leaseFigures } from './lease-figures';
import { BPC_16600, mandatoryLawFindings } from './mandatory-law';
import { compareWithPlaybook, type DraftFinding } from './playbook';
import { contractValues } from './values';

/** The clauses a firm's commercial playbook speaks to on a residential lease; the rest (caps, indemnities...) are for deals. */
const LEASE_PLAYBOOK_CLAUSES = new Set<ClauseLabel>(['assignment', 'notices', 'term', 'termination', 'security-deposit']);

export interface ContractReview {
  search: ClauseSearch;
  values: ContractValues;
  typeId: string | null;
  jurisdiction: string | null;
  jurisdictionFrom: 'requested' | 'contract' | null;
  findings: DraftFinding[];
  notes: string[];
}

/**
 * A contract reviewed under the law it chooses (unless the lawyer names another), with the law that overrides a choice
 * (a California employee's protections, the lease rules of the property's state) and the firm's positions.
 */
export function reviewContract(options: {
  title: string;
  blocks: DocumentBlock[];
  positions: readonly PlaybookPosition[];
  requested: string | null;
  asOf?: string;
}): ContractReview {
  const { title, blocks, requested } = options;
  const search = findClauses(blocks);
  const values = contractValues(blocks, search.clauses);
  const typeId = guessContractType(title, blocks);
  const chosen = values.governingLaw?.jurisdiction ?? null;
  const jurisdiction = requested ?? chosen;
  const jurisdictionFrom = requested ? 'requested' : chosen ? 'contract' : null;
  const notes: string[] = [];
  if (jurisdictionFrom === 'contract') {
    notes.push(`Reviewed under ${draftingJurisdictionLabel(chosen!)} law, which the contract chooses: "${values.governingLaw!.text}"`);
  }

  const lease = typeId === 'residential-lease' ? leaseFigures(blocks) : null;
  // A residential lease is held to the deposit rules of the state the property is in, whatever law it names.
  const limitsJurisdiction = lease?.propertyState ?? jurisdiction;
  if (lease?.propertyState && lease.propertyState !== jurisdiction) {
    notes.push(`The lease rules were checked under ${draftingJurisdictionLabel(lease.propertyState)} law, where the property is.`);
  }
  const limits = checkContractLimits({ title, blocks, clauses: search.clauses, jurisdiction: limitsJurisdiction, lease: lease ?? undefined, asOf: options.asOf });
  const mandatory = mandatoryLawFindings({ blocks, clauses: search.clauses, values, typeId });
  // The pack's own § 16600 finding on the same clause says less than the overriding one: one finding per clause and statute.
  const overridden = (finding: DraftFinding) =>
    mandatory.findings.some((m) => m.source === BPC_16600 && m.clause === finding.clause) && /§§? 16600\b/.test(finding.source);
  const positions = lease ? options.positions.filter((position) => LEASE_PLAYBOOK_CLAUSES.has(position.clause)) : options.positions;
  if (lease && positions.length < options.positions.length) {
    notes.push('The playbook\'s commercial positions (liability caps, indemnities, change of control, confidentiality, governing law, venue) were not applied: this is a residential lease.');
  }
  const findings = [...mandatory.findings, ...limits.findings.filter((finding) => !overridden(finding)), ...compareWithPlaybook(search.clauses, positions)];
  return { search, values, typeId, jurisdiction, jurisdictionFrom, findings, notes: [...notes, ...mandatory.notes, ...limits.notes] };
}
