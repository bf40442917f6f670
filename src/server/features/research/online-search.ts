import { inArray, sql } from 'drizzle-orm';
import type { OnlineSearchResult, SearchResponse } from '../../../shared/api/research';
import type { ErrorEnvelope } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { courtlistenerClusters } from '../../db/schema';
import { AppError } from '../../http/errors';
import { OnlineResearchError, type OnlineResearch } from '../../providers/case-law/courtlistener-research';
import { parseReference } from '../corpus/reference';
import { cacheCluster, cachedCaseOf } from './online-cache';

const ERROR_CODES = {
  throttled: 'resource-exhausted',
  'rate-limited': 'resource-exhausted',
  'not-found': 'not-found',
  timeout: 'deadline-exceeded',
  unavailable: 'unavailable',
} as const;

/** CourtListener's failures as the error a caller is told; anything else is ours and rethrown. */
export function toAppError(error: unknown): AppError {
  if (error instanceof OnlineResearchError) return new AppError(ERROR_CODES[error.kind], error.message);
  throw error;
}

const toEnvelope = (error: AppError): ErrorEnvelope => ({ error: error.code, message: error.message });
const referenceText = (citation: string | null) => {
  const reference = parseReference(citation);
  return reference ? `${reference.volume} ${reference.reporter} ${reference.page}` : null;
};

/**
 * Online research beside the local corpus. A search's first page also asks CourtListener and appends its hits after
 * the local ones, less those the corpus already holds (same citation, or a cluster already cached or imported);
 * opening one fetches it once and caches it, so every later open, search and citation check is offline.
 */
export function createOnlineResearchService({ db, online }: { db: Db; online: OnlineResearch | null }) {
  async function inCorpus(results: OnlineSearchResult[]) {
    const clusters = results.map((result) => result.clusterId);
    const cached = clusters.length
      ? await db
          .select({ clusterId: courtlistenerClusters.clusterId })
          .from(courtlistenerClusters)
          .where(inArray(courtlistenerClusters.clusterId, clusters))
      : [];
    const references = results.flatMap((result) => {
      const reference = parseReference(result.citation);
      return reference ? [reference] : [];
    });
    const held = references.length
      ? await selectRows<{ volume: number; reporter: string; page: string }>(
          db,
          sql`select volume, reporter, page from case_citations where (volume, reporter, page) in (${sql.join(
            references.map((r) => sql`(${r.volume}::integer, ${r.reporter}::text, ${r.page}::text)`),
            sql`, `,
          )})`,
        )
      : [];
    return {
      clusters: new Set(cached.map((row) => row.clusterId)),
      citations: new Set(held.map((row) => `${row.volume} ${row.reporter} ${row.page}`)),
    };
  }

  return {
    /** The online part of a search response: null without a token, and on later pages (the first one carries it). */
    async search(
      filters: { q: string; court?: string; from?: number; to?: number; cursor: number },
      local: SearchResponse['results'],
    ): Promise<SearchResponse['online']> {
      if (!online || filters.cursor > 0) return null;
      let hits: OnlineSearchResult[];
      try {
        hits = await online.search(filters);
      } catch (error) {
        return { results: [], error: toEnvelope(toAppError(error)) };
      }
      const held = await inCorpus(hits);
      const localCitations = new Set(local.map((result) => referenceText(result.citation)).filter(Boolean));
      const seen = new Set<string>();
      const results = hits.filter((hit) => {
        const citation = referenceText(hit.citation);
        if (held.clusters.has(hit.clusterId) || (citation && (held.citations.has(citation) || localCitations.has(citation)))) {
          return false;
        }
        if (citation && seen.has(citation)) return false;
        if (citation) seen.add(citation);
        return true;
      });
      return { results, error: null };
    },

    /** The corpus case for a CourtListener cluster, fetched and cached on its first open. */
    async open(clusterId: number): Promise<number> {
      const cached = await cachedCaseOf(db, clusterId);
      if (cached !== null) return cached;
      if (!online) throw new AppError('not-found', 'This case is not in the corpus, and online research is not configured.');
      const knownCourt = async (id: string) =>
        (await selectRows<{ id: string }>(db, sql`select id from courts where id = ${id}`)).length > 0;
      const cluster = await online.fetchCluster(clusterId, knownCourt).catch((error: unknown) => {
        throw toAppError(error);
      });
      return cacheCluster(db, cluster);
    },
  };
}

export type OnlineResearchService = ReturnType<typeof createOnlineResearchService>;
