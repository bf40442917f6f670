import type { NeutralCitation } from '../../../legal/citations';
import { caseNamesMatch } from '../../../legal/verification';
import { courtAndYear, coverageSentence, type CaseCheck } from './case-check';
import type { CitationLookups } from './lookup-repository';

/**
 * A state's public-domain citation ('2013 IL App (1st) 111279-U') against the cases a complete snapshot imported:
 * verified or a mismatch when a decision has that number; not-found when the snapshot holds that court's series for
 * that year and no decision has it; null (left unverifiable) when the corpus holds neither.
 */
export async function checkNeutralCitation(citation: NeutralCitation, lookup: CitationLookups): Promise<CaseCheck | null> {
  const written = `${citation.year} ${citation.reporter} ${citation.number}`;
  const found = await lookup.neutralCase(citation.year, citation.reporter, citation.number);
  if (found) {
    if (citation.caseName && !caseNamesMatch(citation.caseName, found.name)) {
      const message = `${written} is ${found.name} (${courtAndYear(found)}), not ${citation.caseName}.`;
      return { status: 'mismatch', source: 'corpus', message, match: found, needsOnline: false };
    }
    return { status: 'verified', source: 'corpus', message: `Found in the corpus: ${found.name}, ${written}.`, match: found, needsOnline: false };
  }
  const coverage = await lookup.coverage(citation.year, citation.reporter);
  if (!coverage?.snapshotDate) return null;
  const message = `No decision is numbered ${written}. ${coverageSentence(coverage, `${citation.reporter} of ${citation.year}`)}`;
  return { status: 'not-found', source: 'corpus', message, match: null, needsOnline: false };
}
