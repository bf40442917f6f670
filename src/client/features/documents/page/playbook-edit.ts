import { savePlaybookSchema, type ClauseLabel, type PlaybookPosition } from '../../../../shared/api/documents';
import { CLAUSE_NAMES } from './clause-labels';

/** "a, b ,, c" → ['a', 'b', 'c']: a list of words typed in one box. */
export const splitWords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** A new position's id: unlike any the playbook holds. */
export function newPositionId(positions: PlaybookPosition[], clause: ClauseLabel): string {
  const taken = new Set(positions.map((position) => position.id));
  for (let n = 1; ; n++) {
    const id = `${clause}-custom-${n}`;
    if (!taken.has(id)) return id;
  }
}

export function blankPosition(positions: PlaybookPosition[]): PlaybookPosition {
  return { id: newPositionId(positions, 'indemnity'), clause: 'indemnity', position: '', requireAny: [], forbid: [], preferredText: '', severity: 'warning', sides: [], placement: 'replace' };
}

/** What is wrong with the playbook before it is saved, said as a field's owner would read it; null when it is fine. */
export function playbookProblem(positions: PlaybookPosition[]): string | null {
  const parsed = savePlaybookSchema.safeParse({ positions });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const [, at, field] = issue.path;
  if (typeof at !== 'number') return issue.message;
  const position = positions[at];
  const which = `Position ${at + 1}${position ? ` (${CLAUSE_NAMES[position.clause]})` : ''}`;
  const names: Record<string, string> = { position: 'the position', preferredText: 'the preferred text', requireAny: 'a word it should contain', forbid: 'a word it must not contain' };
  const name = typeof field === 'string' ? (names[field] ?? field) : 'a field';
  return issue.code === 'too_small' ? `${which}: ${name} is empty.` : `${which}: ${name} is too long.`;
}
