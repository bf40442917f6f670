import type { DocumentBlock } from '../documents/blocks';
import type { ContractValues } from './types';
import { DRAFTING_JURISDICTIONS } from '../jurisdictions/list';
import { NONCOMPETE_PATTERNS } from '../jurisdictions/packs/clause-patterns';
import { RESTRAINT_WITHOUT_COMPETE, type FoundClause } from './clauses';
import type { DraftFinding } from './playbook';

/**
 * Law that overrides the contract's choice: a California employee keeps California's law and courts (Cal. Lab. Code
 * § 925) and is not bound by a non-compete (Cal. Bus. & Prof. Code §§ 16600, 16600.5), whatever state's law the contract names.
 * Each finding states its source; where the text does not show the facts a rule needs, a note says it was not checked.
 */

export const LAB_CODE_925 = 'Cal. Lab. Code § 925';
export const BPC_16600 = 'Cal. Bus. & Prof. Code §§ 16600, 16600.5';

// The contract is with an employee: a defined "Employee", or the words of employment.
const EMPLOYEE = /\(\s*(?:the\s+)?["“]Employee["”]\s*\)|\bemployment\s+(?:with|by)\b|\bemployer\b/i;
// Where the employee lives or works, as the contract says it.
const IN_CALIFORNIA = [
  /\b(?:resid\w*|lives?|living|works?|working|employed|based|located|perform\w*\s+(?:services|duties))\b[^.]{0,80}?\bCalifornia\b/i,
  /\b(?:a|an)\s+(?:individual\s+)?(?:resident\s+of|residing\s+in)\s+(?:the\s+State\s+of\s+)?California\b/i,
  /["“]Employee["”][^.]{0,40}?\bCalifornia\b|\bCalifornia\b[^.]{0,40}?["“]Employee["”]/i,
];

const STATE_NAMES = DRAFTING_JURISDICTIONS.filter((j) => j.id !== 'us-federal').map((j) => j.label).sort((a, b) => b.length - a.length).join('|');
// Where the contract puts an employee who is not in California: "residing in Austin, Texas", "work ... in Austin, Texas".
const ELSEWHERE = new RegExp(String.raw`\b(?:resid\w*|lives?|living|works?|working|employed|based)\b[^.]{0,80}?\b(${STATE_NAMES})\b`, 'i');

const noncompetePatterns = [...NONCOMPETE_PATTERNS.map((pattern) => new RegExp(pattern, 'i')), RESTRAINT_WITHOUT_COMPETE];

function finding(key: string, clause: FoundClause, source: string, message: string): DraftFinding {
  return {
    key: `mandatory:${key}`, clause: clause.label, severity: 'error', message: `${message} (${source})`, source,
    page: clause.page, paragraph: clause.paragraph, original: clause.text, suggested: null, clauseRef: clause,
  };
}

const labelled = (clauses: FoundClause[], label: FoundClause['label']) => clauses.find((clause) => clause.label === label) ?? null;

export function mandatoryLawFindings(options: {
  blocks: DocumentBlock[];
  clauses: FoundClause[];
  values: ContractValues;
  typeId: string | null;
}): { findings: DraftFinding[]; notes: string[] } {
  const { blocks, clauses, values, typeId } = options;
  const text = blocks.map((block) => block.text).join('\n');
  const employee = typeId === 'employment-agreement' || typeId === 'employee-noncompete' || EMPLOYEE.test(text);
  if (!employee) return { findings: [], notes: [] };
  const otherLaw = values.governingLaw && values.governingLaw.jurisdiction !== 'us-ca' ? values.governingLaw : null;
  const otherVenue = values.venue && values.venue.state !== null && values.venue.state !== 'California' ? values.venue : null;
  const noncompete = clauses.find((clause) => clause.label === 'non-compete' && noncompetePatterns.some((p) => p.test(clause.text))) ?? null;
  if (!IN_CALIFORNIA.some((pattern) => pattern.test(text))) {
    // The employee is elsewhere, or the contract does not say where: the overriding California rules are not applied, and said so.
    if (!((otherLaw || otherVenue) && noncompete)) return { findings: [], notes: [] };
    const elsewhere = ELSEWHERE.exec(text)?.[1];
    return {
      findings: [],
      notes: [elsewhere
        ? `Not applied (${LAB_CODE_925}; ${BPC_16600}): the contract says the employee lives or works in ${elsewhere}, not California, whose rules on an employee's choice of law, courts and non-compete these are.`
        : `Not checked (${LAB_CODE_925}; ${BPC_16600}): the contract does not say where the employee lives and works; if in California, its choice of another state's law or courts and its non-compete may not bind the employee.`],
    };
  }
  const findings: DraftFinding[] = [];
  const represented = ' It does not apply if the employee was individually represented by a lawyer in negotiating the terms (§ 925(e)).';
  const lawClause = labelled(clauses, 'governing-law');
  if (otherLaw && lawClause) {
    findings.push(finding('lab-925-law', lawClause, LAB_CODE_925,
      `The employee lives and works in California, and this clause chooses ${otherLaw.state} law. An employer may not require such an ` +
      'employee, as a condition of employment, to give up the substantive protection of California law for a controversy arising ' +
      'in California; the employee may void the clause, and California law then governs.' + represented));
  }
  const venueClause = labelled(clauses, 'venue') ?? lawClause;
  if (otherVenue && venueClause) {
    findings.push(finding('lab-925-venue', venueClause, LAB_CODE_925,
      `The employee lives and works in California, and this clause sends disputes to ${otherVenue.courts}. An employer may not require ` +
      'such an employee, as a condition of employment, to adjudicate outside California a claim arising in California; the ' +
      'employee may void the clause, and the matter is then adjudicated in California.' + represented));
  }
  const notes: string[] = [];
  if (values.venue && values.venue.state === null && !/\bCalifornia\b/.test(values.venue.text)) {
    notes.push(`Not checked (${LAB_CODE_925}): the venue clause names ${values.venue.courts} without saying in which state; if outside California, the employee may void it.`);
  }
  if (noncompete) {
    // § 16600.5 (from January 1, 2024) is what makes the choice of another state's law no defence.
    findings.push(finding('bpc-16600-employee', noncompete, BPC_16600,
      'The employee lives and works in California: a contract restraining anyone from a lawful profession, trade or business ' +
      'is void to that extent (§ 16600). It is unenforceable wherever and whenever it was signed, an employer may not enter ' +
      `into it with an employee or attempt to enforce it${otherLaw ? `, and choosing ${otherLaw.state} law does not save it` : ''}; ` +
      'doing so is a civil violation, and the employee may sue for an injunction, damages and attorney\'s fees (§ 16600.5). ' +
      'Remove the non-compete.'));
  }
  return { findings, notes };
}
