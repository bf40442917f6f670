import type { DocumentBlock } from '../documents/blocks';
import type { ClauseLabel, ContractValues, PlaybookPosition } from './types';
import { draftingJurisdictionLabel } from '../jurisdictions/list';
import { findClauses, type ClauseSearch } from './clauses';
import { checkContractLimits, guessContractType } from './contract-limits';
import { leaseFigures } from './lease-figures';
import { BPC_16600, mandatoryLawFindings } from './mandatory-law';
import { compareWithPlaybook, type DraftFinding } from './playbook';
import { partyTerms, resolveSide, rolesOf, sideChoices, type SideChoice, type SideRequest, type SideRole } from './sides';
import { contractValues } from './values';

/**
 * The clauses a firm's commercial playbook speaks to on a residential lease; the rest (caps, indemnities...) are for
 * deals. Assignment too: its mutual consent clause would bind a landlord selling the building and drop the sublet.
 */
const LEASE_PLAYBOOK_CLAUSES = new Set<ClauseLabel>(['notices', 'term', 'termination', 'security-deposit']);
/**
 * The deal terms an agreement with an employee does not carry: an employee neither caps nor cross-indemnifies the
 * employer's liability, an employee's services are not assigned on the commercial terms of mutual consent, and no
 * change of control of a party is an assignment of a person's services.
 */
const NOT_FOR_EMPLOYEES = new Set<ClauseLabel>(['limitation-of-liability', 'indemnity', 'assignment', 'change-of-control']);
const EMPLOYEE_TYPES = new Set(['employment-agreement', 'employee-noncompete']);

export interface ContractReview {
  search: ClauseSearch;
  values: ContractValues;
  typeId: string | null;
  jurisdiction: string | null;
  jurisdictionFrom: 'requested' | 'contract' | null;
  findings: DraftFinding[];
  notes: string[];
  /** The sides of this contract the lawyer can act for (its parties with their roles, or its type's roles). */
  sides: SideChoice[];
  /** True when no side was given and the playbook holds positions for one side of this contract, which were not applied. */
  sideNeeded: boolean;
}

/** The side a request names, checked against this contract's parties and roles; `error` says why it cannot be used. */
export function contractSide(title: string, blocks: DocumentBlock[], request: SideRequest) {
  const { namedParties } = findClauses(blocks);
  return resolveSide(request, sideChoices(namedParties, guessContractType(title, blocks)), namedParties);
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
  /** The side the lawyer acts for; null when not said, and then no position held for one side is applied. */
  side?: SideRole | null;
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
    notes.push(`The lease is held to the lease rules of ${draftingJurisdictionLabel(lease.propertyState)}, where the property is.`);
  }
  const limits = checkContractLimits({ title, blocks, clauses: search.clauses, jurisdiction: limitsJurisdiction, lease: lease ?? undefined, asOf: options.asOf });
  const mandatory = mandatoryLawFindings({ blocks, clauses: search.clauses, values, typeId });
  // The pack's own § 16600 finding on the same clause says less than the overriding one: one finding per clause and statute.
  const overridden = (finding: DraftFinding) =>
    mandatory.findings.some((m) => m.source === BPC_16600 && m.clause === finding.clause) && /§§? 16600\b/.test(finding.source);
  const sides = sideChoices(search.namedParties, typeId);
  // An employee's agreement by its type or by a party it calls the employee ("Employee Confidentiality Agreement").
  const employee = (typeId !== null && EMPLOYEE_TYPES.has(typeId)) || sides.some((choice) => choice.role === 'employee');
  const forContract = options.positions.filter((position) =>
    lease ? LEASE_PLAYBOOK_CLAUSES.has(position.clause) : !(employee && NOT_FOR_EMPLOYEES.has(position.clause)));
  if (lease && forContract.length < options.positions.length) {
    notes.push('The playbook\'s commercial positions (liability caps, indemnities, assignment, change of control, confidentiality, governing law, venue) were not applied: this is a residential lease.');
  }
  if (employee && forContract.length < options.positions.length) {
    notes.push('The playbook\'s positions on liability caps, indemnities, assignment and change of control were not applied: this is an agreement with an employee.');
  }
  const terms = partyTerms(search.namedParties, sides, blocks.map((block) => block.text).join('\n'));
  const { positions, sideNeeded } = positionsForSide(forContract, sides, options.side ?? null);
  if (sideNeeded) {
    notes.push('Some of the playbook\'s positions depend on whom you represent, so they were not applied: choose your side to see them and their suggested language.');
  }
  const findings = [...mandatory.findings, ...limits.findings.filter((finding) => !overridden(finding)), ...compareWithPlaybook(search.clauses, positions, terms)];
  return { search, values, typeId, jurisdiction, jurisdictionFrom, findings, notes: [...notes, ...mandatory.notes, ...limits.notes], sides, sideNeeded };
}

/**
 * The positions for the lawyer's side: those held for any side, and those held for the side (or the confidentiality
 * role it plays). With no side, none held for one side: a suggestion is never one side's language by default.
 */
function positionsForSide(positions: readonly PlaybookPosition[], sides: SideChoice[], side: SideRole | null) {
  if (side) {
    const roles = rolesOf(side);
    return { positions: positions.filter((p) => p.sides.length === 0 || p.sides.some((role) => roles.includes(role))), sideNeeded: false };
  }
  // The contract's own roles when known (a lease asks landlord or tenant), else any side's positions make it ask.
  const contractRoles = sides.flatMap((choice) => rolesOf(choice.role));
  const sided = positions.filter((p) => p.sides.length > 0);
  const relevant = contractRoles.length === 0 ? sided : sided.filter((p) => p.sides.some((role) => contractRoles.includes(role)));
  return { positions: positions.filter((p) => p.sides.length === 0), sideNeeded: relevant.length > 0 };
}
