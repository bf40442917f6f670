import type { ClauseLabel, PlaybookPosition, ReviewFinding } from './types';
import { clauseName, type FoundClause } from './clauses';

/**
 * A finding before the server names it: `key` says what it is about (the position or rule, the kind of problem), so
 * the server can give it an id that stays the same when the same document is reviewed again. `clauseRef` is the
 * clause whose text a replacement takes the place of (null when the clause is missing).
 */
export interface DraftFinding extends Omit<ReviewFinding, 'id'> {
  key: string;
  clauseRef: FoundClause | null;
}

export const playbookSource = (position: Pick<PlaybookPosition, 'position'>) => `Playbook: ${position.position}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether the text holds the words, as words (case and spacing ignored: "Sole  Discretion" is "sole discretion"). */
const contains = (text: string, words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(words.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

const quoted = (words: string[]) => words.map((word) => `"${word}"`).join(' or ');

/**
 * The text a finding offers for its clause: the preferred text alone (a missing clause, or a position whose text is a
 * whole clause), or, for a position that adds to a clause, the clause's own words with those the position forbids struck
 * ("or at any time thereafter", "in perpetuity") and the preferred text after them, so its covenant is not lost.
 */
/** A run-in heading written at the start of the clause ("4. Termination."), which a replacement keeps in front of it. */
export const runInLead = (clause: FoundClause) =>
  clause.section?.runIn ? `${clause.section.number ? `${clause.section.number} ` : ''}${clause.section.heading}.` : null;

/** The clause's words after its run-in heading: what a replacement takes the place of. */
export function clauseBody(clause: FoundClause): string {
  const lead = runInLead(clause);
  return lead && clause.text.startsWith(lead) ? clause.text.slice(lead.length).trimStart() : clause.text;
}

function suggestedText(position: PlaybookPosition, preferred: string, clause: FoundClause | null): string {
  if (!clause) return preferred;
  const lead = runInLead(clause);
  // The clause as it will read, its run-in heading kept, so the redline does not show the heading struck.
  const withLead = (text: string) => (lead && clause.text.startsWith(lead) ? `${lead} ${text}` : text);
  if (position.placement !== 'add') return withLead(preferred);
  const struck = position.forbid.reduce(
    (text, words) => text.replace(new RegExp(`(?:\\s*,?\\s+(?:or|and))?\\s+${escape(words.trim()).replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'giu'), ''),
    clauseBody(clause),
  );
  return withLead(`${struck.replace(/\s+([.,;:])/g, '$1').trimEnd()} ${preferred}`);
}

function finding(position: PlaybookPosition, kind: string, message: string, clause: FoundClause | null, preferred: string): DraftFinding {
  return {
    key: `playbook:${position.id}:${kind}`,
    clause: position.clause,
    severity: position.severity,
    message,
    source: playbookSource(position),
    page: clause?.page ?? null,
    paragraph: clause?.paragraph ?? null,
    original: clause?.text ?? null,
    suggested: suggestedText(position, preferred, clause),
    clauseRef: clause,
  };
}

/**
 * The preferred text in the contract's own defined terms: a playbook says "Customer" and "Provider", a consulting
 * agreement "Company" and "Consultant". `terms` maps a role's word to the term the contract uses for that party.
 */
const inTermsOf = (text: string, terms: Readonly<Record<string, string>>) =>
  Object.entries(terms).reduce((out, [word, term]) => out.replace(new RegExp(`\\b${word}\\b`, 'g'), (_, at: number) =>
    // "the Company" opens a sentence as "The Company".
    at === 0 || /[.!?]\s+$/.test(out.slice(0, at)) ? term.replace(/^the /, 'The ') : term), text);

/**
 * The contract against the firm's positions: a clause the position needs and the contract lacks; a clause that holds
 * words the position forbids; a clause that holds none of the words the position requires. Each offers the
 * position's preferred text, in the contract's terms, as the clause or (placement "add") after the clause's words.
 */
export function compareWithPlaybook(clauses: FoundClause[], positions: readonly PlaybookPosition[], terms: Readonly<Record<string, string>> = {}): DraftFinding[] {
  const found = positions.map((position) => ({ position, findings: positionFindings(clauses, position, terms) }));
  // An addition a replacement of the same clause already makes ("not unreasonably withheld" in the whole assignment
  // clause offered for "freely assign") would repeat it, or contradict the words the replacement strikes: left out.
  const replacing = found.filter(({ position, findings }) => position.placement === 'replace' && findings.length > 0);
  return found.flatMap(({ position, findings }) =>
    position.placement === 'add' && replacing.some((r) => r.position.clause === position.clause && r.findings.some((f) => meets(f.suggested!, position)))
      ? []
      : findings);
}

/** Whether a text holds the position: one of the words it requires (when it requires any), none it forbids. */
const meets = (text: string, position: PlaybookPosition) =>
  (position.requireAny.length === 0 || position.requireAny.some((words) => contains(text, words))) && !position.forbid.some((words) => contains(text, words));

/** One position against the contract: its clause missing, a clause holding words it forbids, or none holding words it requires. */
function positionFindings(clauses: FoundClause[], position: PlaybookPosition, terms: Readonly<Record<string, string>>): DraftFinding[] {
  const name = clauseName(position.clause as ClauseLabel);
  const preferred = inTermsOf(position.preferredText, terms);
  const matching = clauses.filter((clause) => clause.label === position.clause);
  if (matching.length === 0) return [finding(position, 'missing', `No ${name} clause was found. ${position.position}`, null, preferred)];
  const findings: DraftFinding[] = [];
  for (const clause of matching) {
    const forbidden = position.forbid.filter((words) => contains(clause.text, words));
    if (forbidden.length > 0) {
      findings.push(finding(position, 'forbidden', `The ${name} clause says ${quoted(forbidden)}. ${position.position}`, clause, preferred));
    }
  }
  // Any one clause with the label holding any one of the words satisfies the position.
  const required = position.requireAny;
  if (required.length > 0 && !matching.some((clause) => required.some((words) => contains(clause.text, words)))) {
    findings.push(finding(position, 'required', `The ${name} clause does not say ${quoted(required)}. ${position.position}`, matching[0]!, preferred));
  }
  return findings;
}
