import type { Config } from '../../config';
import { createCourtListenerLookup } from './courtlistener';
import { createCourtListenerResearch, type OnlineResearch } from './courtlistener-research';
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

/** Online search and case pages through CourtListener when its token is set; otherwise none (corpus only). */
export function createOnlineResearch(config: Config): OnlineResearch | null {
  if (!config.COURTLISTENER_API_TOKEN) return null;
  return createCourtListenerResearch({
    token: config.COURTLISTENER_API_TOKEN,
    baseUrl: config.COURTLISTENER_BASE_URL,
    requestsPerMinute: config.COURTLISTENER_REQUESTS_PER_MINUTE,
    timeoutMs: config.COURTLISTENER_TIMEOUT_MS,
  });
}

export type { OnlineResearch } from './courtlistener-research';
export type { CitationReference, OnlineAnswer, OnlineCase, OnlineCitationLookup } from './types';
