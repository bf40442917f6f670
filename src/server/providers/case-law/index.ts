import type { Config } from '../../config';
import { createCourtListenerLookup } from './courtlistener';
import type { OnlineCitationLookup } from './types';

/**
 * CourtListener when an API token is configured; otherwise none, and citations the offline corpus cannot settle
 * are reported as unverifiable (the corpus is the embedded default).
 */
export function createOnlineCitationLookup(config: Config): OnlineCitationLookup | null {
  if (!config.COURTLISTENER_API_TOKEN) return null;
  return createCourtListenerLookup({
    token: config.COURTLISTENER_API_TOKEN,
    baseUrl: config.COURTLISTENER_BASE_URL,
    citationsPerMinute: config.COURTLISTENER_CITATIONS_PER_MINUTE,
  });
}

export type { CitationReference, OnlineAnswer, OnlineCase, OnlineCitationLookup } from './types';
