import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HEADLINE_OPTIONS, toSnippet } from './snippet';

export interface SearchFilters {
  q: string;
  court?: string;
  from?: number;
  to?: number;
  cursor: number;
  limit: number;
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Case-law search and corpus figures. The corpus is public law, shared by every user. */
export function createResearchRepository(db: Db) {
  return {
    async search({ q, court, from, to, cursor, limit }: SearchFilters) {
      const query = sql`websearch_to_tsquery('english', ${q})`;
      const hits = await rowsOf<{ id: string; name: string; decided_year: number | null; court_id: string | null; rank: number }>(
        db,
        sql`
          select c.id, c.name, c.decided_year, c.court_id, max(ts_rank(c.search || o.search, ${query})) as rank
          from cases c join opinions o on o.case_id = c.id
          where (o.search @@ ${query} or c.search @@ ${query})
            ${court ? sql`and c.court_id = ${court}` : sql``}
            ${from !== undefined ? sql`and c.decided_year >= ${from}` : sql``}
            ${to !== undefined ? sql`and c.decided_year <= ${to}` : sql``}
          group by c.id
          order by rank desc, c.id
          limit ${limit + 1} offset ${cursor}`,
      );
      const page = hits.slice(0, limit);
      const results = await Promise.all(
        page.map(async (hit) => {
          const [best] = await rowsOf<{ headline: string }>(
            db,
            sql`
              select ts_headline('english', o.text, ${query}, ${HEADLINE_OPTIONS}) as headline
              from opinions o where o.case_id = ${hit.id}
              order by ts_rank(o.search, ${query}) desc limit 1`,
          );
          const [citation] = await rowsOf<{ volume: number; reporter: string; page: string }>(
            db,
            sql`select volume, reporter, page from case_citations where case_id = ${hit.id} order by id limit 1`,
          );
          return {
            caseId: Number(hit.id),
            name: hit.name,
            citation: citation ? `${citation.volume} ${citation.reporter} ${citation.page}` : null,
            year: hit.decided_year,
            court: hit.court_id,
            rank: Number(hit.rank),
            snippet: toSnippet(best?.headline ?? ''),
          };
        }),
      );
      return { results, nextCursor: hits.length > limit ? cursor + limit : null };
    },

    async status() {
      const [counts] = await rowsOf<{ cases: string; opinions: string; edges: string }>(
        db,
        sql`select (select count(*) from cases) as cases, (select count(*) from opinions) as opinions,
                   (select count(*) from citation_edges) as edges`,
      );
      const sources = await rowsOf<{ source: string; cases: string }>(
        db,
        sql`select source, count(*) as cases from cases group by source order by source`,
      );
      return {
        cases: Number(counts?.cases ?? 0),
        opinions: Number(counts?.opinions ?? 0),
        citationEdges: Number(counts?.edges ?? 0),
        sources: sources.map((s) => ({ source: s.source, cases: Number(s.cases) })),
      };
    },
  };
}

export type ResearchRepository = ReturnType<typeof createResearchRepository>;
