import type { CaseCitation, ShortCaseCitation } from './types';

/**
 * Bluebook full case citation, e.g. 'Roe v. Wade, 410 U.S. 113, 116 (1973)'. Parallel reporters are left out:
 * Bluebook rule 10.3.1 cites only the preferred reporter (U.S. for the Supreme Court). Case names are plain text;
 * italics are the caller's to apply.
 */
export function formatCaseCitation(citation: CaseCitation): string {
  const name = citation.caseName ? `${citation.caseName}, ` : '';
  const pin = citation.pin ? `, ${citation.pin}` : '';
  const court = citation.court ? `${citation.court} ` : '';
  const parenthetical = citation.year === null ? '' : ` (${court}${citation.year})`;
  return `${name}${citation.volume} ${citation.reporter} ${citation.page}${pin}${parenthetical}`;
}

/** Bluebook short form, e.g. '410 U.S. at 116' (the Supreme Court's own style adds a comma: '531 U.S., at 99'). */
export function formatShortCaseCitation(citation: ShortCaseCitation): string {
  return `${citation.volume} ${citation.reporter} at ${citation.pin}`;
}
