import { findDbEditions, findReporterEdition, type Citation } from '../../../legal/citations';
import type { Verdict } from './verdict';

const verdict = (status: 'unverifiable' | 'invalid', message: string): Verdict => ({
  status,
  source: status === 'invalid' ? 'format' : null,
  message,
  match: null,
  corpusCaseId: null,
});

/**
 * The verdict of a citation the corpus cannot hold (ADR 012): Westlaw and Lexis documents, public-domain and docket
 * citations, and reporters unknown to reporters-db. Each is unverifiable with a reason the user reads as written,
 * or invalid when its year cannot be; null for every other citation.
 */
export function uncheckedFormVerdict(citation: Citation, currentYear: number): Verdict | null {
  switch (citation.kind) {
    case 'database':
      if (citation.year > currentYear) return verdict('invalid', `${citation.year} is in the future: no such ${citation.database} document can exist.`);
      return verdict(
        'unverifiable',
        `Not checked: the corpus has no ${citation.database} documents; look it up on ${citation.database}. ` +
          `${citation.database} numbers are never declared complete: no snapshot of reported cases can show that one does not exist.`,
      );
    case 'neutral': {
      const start = findDbEditions(citation.reporter).find((edition) => edition.citeType === 'neutral')?.startYear ?? null;
      const written = `${citation.year} ${citation.reporter} ${citation.number}`;
      if (citation.year > currentYear) return verdict('invalid', `${citation.year} is in the future: there is no ${written}.`);
      if (start !== null && citation.year < start) {
        return verdict('invalid', `${citation.state}'s public-domain citations (${citation.reporter}) begin in ${start} (reporters-db): there is no ${written}.`);
      }
      return verdict('unverifiable', `Not checked: public-domain citations of ${citation.state} courts are not in the corpus.`);
    }
    case 'journal':
      return verdict('unverifiable', 'Not checked: a journal or law review article, not a court decision; the corpus holds decisions only.');
    case 'docket':
      return verdict('unverifiable', 'Not checked: decisions cited by docket number are not in the corpus; look the docket up on PACER or the court’s website.');
    case 'case':
      if (findReporterEdition(citation.reporter)) return null;
      return verdict('unverifiable', `Unknown reporter '${citation.reporter}': not in the reporters database; check the citation.`);
    default:
      return null;
  }
}
