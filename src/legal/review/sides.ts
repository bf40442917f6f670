import { z } from 'zod';
import type { NamedParty } from './clauses';

/**
 * Whom the lawyer represents. A contract has two sides, and a firm's position for one is the other's concession: the
 * disclosing party wants confidentiality to last, the receiving party wants it to end. The review applies a position
 * held for one side only when the lawyer says they act for it.
 */
export const SIDE_ROLES = ['disclosing', 'receiving', 'employer', 'employee', 'landlord', 'tenant', 'provider', 'customer', 'seller', 'buyer'] as const;
export const sideRoleSchema = z.enum(SIDE_ROLES);
export type SideRole = z.infer<typeof sideRoleSchema>;

export const SIDE_LABELS: Record<SideRole, string> = {
  disclosing: 'The disclosing party',
  receiving: 'The receiving party',
  employer: 'The employer',
  employee: 'The employee',
  landlord: 'The landlord',
  tenant: 'The tenant',
  provider: 'The provider (contractor, consultant, vendor)',
  customer: 'The customer (client)',
  seller: 'The seller',
  buyer: 'The buyer',
};

const OPPOSITE: Record<SideRole, SideRole> = {
  disclosing: 'receiving', receiving: 'disclosing', employer: 'employee', employee: 'employer', landlord: 'tenant',
  tenant: 'landlord', provider: 'customer', customer: 'provider', seller: 'buyer', buyer: 'seller',
};

/**
 * The confidentiality role a party usually plays besides its own: an employer and a client disclose their information
 * to the employee or the consultant, who receive it. A position held for the disclosing party applies to them too.
 */
const ALSO: Partial<Record<SideRole, SideRole>> = { employer: 'disclosing', employee: 'receiving', customer: 'disclosing', provider: 'receiving' };

/** The roles a position for `side` speaks to: the side itself and the confidentiality role it usually plays. */
export const rolesOf = (side: SideRole): SideRole[] => (ALSO[side] ? [side, ALSO[side]!] : [side]);

// The defined terms that say a party's role. "Company" says nothing alone: it is the employer opposite an employee and
// the customer opposite a contractor, so it takes the role opposite the other party's.
const TERM_ROLES: [RegExp, SideRole][] = [
  [/^(?:disclos(?:ing\s+party|er)|discloser)$/i, 'disclosing'],
  [/^(?:recipient|receiving\s+party)$/i, 'receiving'],
  [/^employer$/i, 'employer'],
  [/^(?:employee|executive)$/i, 'employee'],
  [/^(?:landlord|lessor)$/i, 'landlord'],
  [/^(?:tenant|lessee)$/i, 'tenant'],
  [/^(?:provider|service\s+provider|supplier|contractor|consultant)$/i, 'provider'],
  [/^(?:customer|client)$/i, 'customer'],
  [/^seller$/i, 'seller'],
  [/^(?:buyer|purchaser)$/i, 'buyer'],
];

// The two sides of the catalogue's contract types, when the parties' defined terms do not say them.
const TYPE_SIDES: Record<string, [SideRole, SideRole]> = {
  'mutual-nda': ['disclosing', 'receiving'],
  'employment-agreement': ['employer', 'employee'],
  'employee-noncompete': ['employer', 'employee'],
  'contractor-agreement': ['provider', 'customer'],
  'residential-lease': ['landlord', 'tenant'],
  'commercial-lease': ['landlord', 'tenant'],
  'asset-purchase-agreement': ['seller', 'buyer'],
  'sale-of-business-noncompete': ['seller', 'buyer'],
};

const roleOfTerm = (term: string | null) => (term ? TERM_ROLES.find(([pattern]) => pattern.test(term.trim()))?.[1] ?? null : null);

/** One side the lawyer can choose: a role, and the party of the contract that plays it when the contract says so. */
export const sideChoiceSchema = z.object({ role: sideRoleSchema, label: z.string(), party: z.string().nullable() });
export type SideChoice = z.infer<typeof sideChoiceSchema>;

/**
 * The sides of this contract: each party with the role its defined term gives it, or the roles of the contract's type
 * when the parties' terms do not say them (a mutual NDA's parties each disclose and receive). Empty when unknown.
 */
export function sideChoices(parties: NamedParty[], typeId: string | null): SideChoice[] {
  const roles = parties.map((party) => roleOfTerm(party.term));
  if (parties.length === 2) {
    const [a, b] = roles;
    if (a && !b) roles[1] = OPPOSITE[a];
    if (b && !a) roles[0] = OPPOSITE[b];
    if (roles[0] && roles[1] && OPPOSITE[roles[0]] === roles[1]) {
      return parties.map((party, index) => ({ role: roles[index]!, label: SIDE_LABELS[roles[index]!], party: party.name }));
    }
  }
  const pair = typeId ? TYPE_SIDES[typeId] : undefined;
  return pair ? pair.map((role) => ({ role, label: SIDE_LABELS[role], party: null })) : [];
}

/** The side the lawyer asked for: a role, or one of the contract's parties by name. */
export const sideRequestSchema = z.union([
  z.object({ role: sideRoleSchema }).strict(),
  z.object({ party: z.string().trim().min(1).max(300) }).strict(),
]);
export type SideRequest = z.infer<typeof sideRequestSchema>;

const normalName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The role the request names for this contract, or the reason it cannot be used (a party the contract does not name, a
 * party whose role the contract does not say, a role that is not one of this contract's sides).
 */
export function resolveSide(request: SideRequest, choices: SideChoice[], parties: NamedParty[]): { role: SideRole; party: string | null } | { error: string } {
  const sides = choices.map((choice) => choice.label.replace(/^The /, 'the ')).join(' or ');
  if ('party' in request) {
    const wanted = normalName(request.party);
    const named = parties.find((party) => normalName(party.name) === wanted || (party.term !== null && normalName(party.term) === wanted));
    if (!named) {
      const names = parties.map((party) => party.name).join(' and ');
      return { error: names ? `"${request.party}" is not a party to this contract; its parties are ${names}.` : `This contract's preamble names no parties; choose a role instead of "${request.party}".` };
    }
    const choice = choices.find((c) => c.party === named.name);
    if (!choice) {
      return { error: `The contract does not say which side ${named.name} is on${sides ? `; choose ${sides}` : '; choose a role'}.` };
    }
    return { role: choice.role, party: choice.party };
  }
  if (choices.length > 0 && !choices.some((choice) => choice.role === request.role)) {
    return { error: `${SIDE_LABELS[request.role]} is not a side of this contract; choose ${sides}.` };
  }
  return { role: request.role, party: choices.find((choice) => choice.role === request.role)?.party ?? null };
}

/** The word a playbook's preferred text calls each side by ("Customer shall pay Provider ..."). */
const ROLE_WORDS: Partial<Record<SideRole, string>> = {
  employer: 'Employer', employee: 'Employee', landlord: 'Landlord', tenant: 'Tenant', provider: 'Provider', customer: 'Customer',
  seller: 'Seller', buyer: 'Buyer',
};

/**
 * The contract's own defined terms for the playbook's words: a consulting agreement's customer is "Company" and its
 * provider "Consultant"; a term defined as (the "Company") is used as "the Company". Only words whose party the
 * contract names with a different term are mapped.
 */
export function partyTerms(parties: NamedParty[], choices: SideChoice[], text: string): Record<string, string> {
  const terms: Record<string, string> = {};
  for (const choice of choices) {
    const term = parties.find((party) => party.name === choice.party)?.term;
    const word = ROLE_WORDS[choice.role];
    if (!term || !word || term === word) continue;
    const withThe = new RegExp(String.raw`\(the\s+["“]${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["”]\)`, 'i').test(text);
    terms[word] = withThe ? `the ${term}` : term;
  }
  return terms;
}
