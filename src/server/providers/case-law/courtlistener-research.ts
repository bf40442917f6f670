import type { z } from 'zod';
import type { OnlineSearchResult } from '../../../shared/api/research';
import { createMinuteWindow } from './minute-window';
import {
  clusterName,
  clusterReferences,
  clusterSchema,
  clusterYear,
  courtSchema,
  docketSchema,
  opinionIdOf,
  opinionSchema,
  opinionText,
  searchPageSchema,
  toOnlineResult,
  type OnlineCluster,
  type OnlineOpinion,
} from './courtlistener-research-map';

/** An opinion cluster rarely has more opinions than this (lead, concurrences, dissents); the rest are not fetched. */
const MAX_OPINIONS = 8;
const SEARCH_RESULTS = 10;

/**
 * Why CourtListener gave nothing: this process's allowance is used up ('throttled'), CourtListener answered 429
 * ('rate-limited'), it has no such cluster ('not-found'), it did not answer in time ('timeout'), or it failed.
 */
export class OnlineResearchError extends Error {
  constructor(
    readonly kind: 'throttled' | 'rate-limited' | 'not-found' | 'timeout' | 'unavailable',
    message: string,
  ) {
    super(message);
  }
}

export interface OnlineResearch {
  readonly name: string;
  search(filters: { q: string; court?: string; from?: number; to?: number }): Promise<OnlineSearchResult[]>;
  /** A cluster with its court, docket and opinion texts. */
  fetchCluster(clusterId: number, knownCourt: (id: string) => Promise<boolean>): Promise<OnlineCluster>;
}

export interface CourtListenerResearchOptions {
  token: string;
  baseUrl: string;
  /** API requests (searches and case fetches together) this process sends a minute. */
  requestsPerMinute: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * CourtListener's search, cluster, opinion, docket and court APIs (REST v4). A sliding one-minute window keeps this
 * process within its allowance; a request beyond it is refused here, before anything is sent.
 */
export function createCourtListenerResearch(options: CourtListenerResearchOptions): OnlineResearch {
  const send = options.fetch ?? fetch;
  const window = createMinuteWindow(options.requestsPerMinute, options.now);

  const take = () => {
    if (window.remaining() === 0) {
      throw new OnlineResearchError(
        'throttled',
        `The CourtListener allowance of ${options.requestsPerMinute} requests a minute is used up; try again in a minute.`,
      );
    }
    window.record();
  };

  async function get<T>(path: string, schema: z.ZodType<T>, params?: Record<string, string>): Promise<T> {
    take();
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(params ?? {})) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await send(url, {
        headers: { Authorization: `Token ${options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new OnlineResearchError('timeout', `CourtListener did not answer within ${options.timeoutMs / 1000} s; try again later.`);
      }
      throw new OnlineResearchError('unavailable', 'CourtListener could not be reached; try again later.');
    }
    if (response.status === 429) {
      throw new OnlineResearchError('rate-limited', 'CourtListener is limiting requests from this server (HTTP 429); try again in a few minutes.');
    }
    if (response.status === 404) throw new OnlineResearchError('not-found', 'CourtListener has no such case.');
    if (!response.ok) {
      throw new OnlineResearchError('unavailable', `CourtListener could not answer (HTTP ${response.status}); try again later.`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new OnlineResearchError('unavailable', 'CourtListener answered in a form this server does not read.');
    return parsed.data;
  }

  return {
    name: 'CourtListener',
    async search({ q, court, from, to }) {
      const params: Record<string, string> = { q, type: 'o' };
      if (court) params.court = court;
      if (from) params.filed_after = `${from}-01-01`;
      if (to) params.filed_before = `${to}-12-31`;
      const page = await get('/api/rest/v4/search/', searchPageSchema, params);
      return page.results
        .map(toOnlineResult)
        .filter((result) => result !== null)
        .slice(0, SEARCH_RESULTS);
    },
    async fetchCluster(clusterId, knownCourt) {
      const cluster = await get(`/api/rest/v4/clusters/${clusterId}/`, clusterSchema);
      const docket = cluster.docket_id ? await get(`/api/rest/v4/dockets/${cluster.docket_id}/`, docketSchema) : null;
      let court: OnlineCluster['court'] = null;
      if (docket?.court_id) {
        const id = docket.court_id;
        court = (await knownCourt(id))
          ? { id, name: id, citationString: null }
          : await get(`/api/rest/v4/courts/${id}/`, courtSchema).then((found) => ({
              id,
              name: found.full_name ?? id,
              citationString: found.citation_string ?? null,
            }));
      }
      const opinions: OnlineOpinion[] = [];
      for (const url of (cluster.sub_opinions ?? []).slice(0, MAX_OPINIONS)) {
        const id = opinionIdOf(url);
        if (id === null) continue;
        const opinion = await get(`/api/rest/v4/opinions/${id}/`, opinionSchema);
        const text = opinionText(opinion);
        if (text) opinions.push({ type: opinion.type ?? null, author: opinion.author_str?.trim() || null, text });
      }
      return {
        clusterId,
        docketId: cluster.docket_id ?? null,
        name: clusterName(cluster),
        year: clusterYear(cluster),
        citations: clusterReferences(cluster),
        court,
        docket: docket?.docket_number?.trim() || null,
        opinions,
      };
    },
  };
}
