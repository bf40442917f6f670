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

function finding(position: PlaybookPosition, kind: string, message: string, clause: FoundClause | null): DraftFinding {
  return {
    key: `playbook:${position.id}:${kind}`,
    clause: position.clause,
    severity: position.severity,
    message,
    source: playbookSource(position),
    page: clause?.page ?? null,
    paragraph: clause?.paragraph ?? null,
    original: clause?.text ?? null,
    suggested: position.preferredText,
    clauseRef: clause,
  };
}

/**
 * The contract against the firm's positions: a clause the position needs and the contract lacks; a clause that holds
 * words the position forbids; a clause that holds none of the words the position requires. Each offers the
 * position's preferred text as the replacement.
 */
export function compareWithPlaybook(clauses: FoundClause[], positions: readonly PlaybookPosition[]): DraftFinding[] {
  const findings: DraftFinding[] = [];
  for (const position of positions) {
    const name = clauseName(position.clause as ClauseLabel);
    const matching = clauses.filter((clause) => clause.label === position.clause);
    if (matching.length === 0) {
      findings.push(finding(position, 'missing', `No ${name} clause was found. ${position.position}`, null));
      continue;
    }
    for (const clause of matching) {
      const forbidden = position.forbid.filter((words) => contains(clause.text, words));
      if (forbidden.length > 0) {
        findings.push(finding(position, 'forbidden', `The ${name} clause says ${quoted(forbidden)}. ${position.position}`, clause));
      }
    }
    // Any one clause with the label holding any one of the words satisfies the position.
    const required = position.requireAny;
    if (required.length > 0 && !matching.some((clause) => required.some((words) => contains(clause.text, words)))) {
      findings.push(finding(position, 'required', `The ${name} clause does not say ${quoted(required)}. ${position.position}`, matching[0]!));
    }
  }
  return findings;
}
