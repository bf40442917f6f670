import { findReporterEdition } from '../../../legal/citations';

/** A reporter citation as stored: canonical reporter, page as text ('113'). */
export type Reference = { volume: number; reporter: string; page: string };

/** '410 U. S. 113' → { 410, 'U.S.', '113' }; null when the reporter is unknown or the text is not a citation. */
export function parseReference(citation: string | null | undefined): Reference | null {
  const match = /^\s*(\d{1,4})\s+(.+?)\s*(\d{1,5})\s*$/.exec(citation ?? '');
  if (!match) return null;
  const edition = findReporterEdition(match[2] ?? '');
  if (!edition) return null;
  return { volume: Number(match[1]), reporter: edition.abbreviation, page: String(Number(match[3])) };
}

/** A case's natural key when it has a reporter citation. */
export const citationKey = ({ volume, reporter, page }: Reference) => `cite:${volume} ${reporter} ${page}`;
