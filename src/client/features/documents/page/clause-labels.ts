import type { ClauseLabel } from '../../../../shared/api/documents';

/** Each clause contract review looks for, named as a lawyer names it. */
export const CLAUSE_NAMES: Record<ClauseLabel, string> = {
  parties: 'Parties',
  term: 'Term',
  termination: 'Termination',
  assignment: 'Assignment',
  'change-of-control': 'Change of control',
  confidentiality: 'Confidentiality',
  'non-compete': 'Non-compete',
  indemnity: 'Indemnity',
  'limitation-of-liability': 'Limitation of liability',
  'governing-law': 'Governing law',
  venue: 'Venue',
  notices: 'Notices',
  'security-deposit': 'Security deposit',
};

/** The first `max` characters of a clause, cut at a word, for the list of clauses found. */
export function excerpt(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
