import type { z } from 'zod';
import type { VerifyResponse } from '../../../../shared/api/citations';
import type { citedAuthoritySchema, SearchResponse } from '../../../../shared/api/research';

export type CorpusSearchResult = Omit<SearchResponse['results'][number], 'source'>;
export type CorpusAuthority = z.infer<typeof citedAuthoritySchema>;

/**
 * What the offline engine answers from, injected at start-up. The shapes are the research and citation API
 * contracts, so the research repository and the verify service fit as they are:
 * `search: (q) => research.search({ q, cursor: 0, limit: 5 })`, `authorities: (q) => research.mostCitedAuthorities({ q })`,
 * `verify: (text) => verifyCitations({ text, lookup, online, currentYear })`, `corpusStatus: () => research.status()`.
 */
export interface OfflineEngineDeps {
  /** Full-text search of the case-law corpus, best match first. */
  search(q: string): Promise<{ results: CorpusSearchResult[] }>;
  /** The authorities most cited by the cases matching a search. */
  authorities(q: string): Promise<CorpusAuthority[]>;
  /** Every citation in a text with its verification status. */
  verify(text: string): Promise<VerifyResponse>;
  /** How many cases the corpus holds; when given, an empty corpus is named as such instead of "no match". */
  corpusStatus?(): Promise<{ cases: number }>;
}
