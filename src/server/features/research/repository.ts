import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { BUILTIN_INDEX_SOURCE } from '../corpus/builtin-index';
import { toCitedAuthority, type AuthorityRow } from './authority-row';
import { withIndexedSearch } from './indexed-search';
import { RANK_POOL, rankedCases } from './ranking';
import { anyWordOf, headlineOf, snippetNeedles, toSnippet, type HeadlineQuery } from './snippet';

export interface SearchFilters {
  q: string;
  court?: string;
  from?: number;
  to?: number;
  cursor: number;
  limit: number;
}

interface PageRow {
  id: string;
  name: string;
  decided_year: number | null;
  court_id: string | null;
  rank: number;
  volume: number | null;
  reporter: string | null;
  page: string | null;
  headline: string | null;
  matched_opinions: string;
}

const MATCHES_FOR_AUTHORITIES = 200;
const AUTHORITIES_LIMIT = 10;

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
/** The columns of the page query's `query` row that the snippets read. */
const HEADLINE_QUERY: HeadlineQuery = {
  query: sql`query.q`,
  anyWord: sql`query.any_word`,
  phrases: sql`query.phrases`,
  words: sql`query.words`,
};

/** One page of results in one query: the ranked cases with each one's first citation and snippet joined in. */
export function searchPageQuery({ q, court, from, to, cursor, limit }: SearchFilters): SQL {
  const needles = snippetNeedles(q);
  return sql`
    with page as (${rankedCases({ q, court, from, to })} limit ${limit + 1} offset ${cursor}),
    query as materialized (
      select ${tsQuery(q)} as q, ${anyWordOf(tsQuery(q))} as any_word, ${needles.phrases} as phrases, ${needles.words} as words
    )
    select p.id, p.name, p.decided_year, p.court_id, p.rank, p.matched_opinions, cit.volume, cit.reporter, cit.page, snip.headline
    from page p cross join query
    left join lateral (
      select volume, reporter, page from case_citations where case_id = p.id order by id limit 1
    ) cit on true
    left join lateral (
      select ${headlineOf(sql`o.text`, HEADLINE_QUERY)} as headline
      from opinions o
      -- a case found by its name or citation alone shows its first opinion
      where o.id = coalesce(p.opinion_id, (select min(id) from opinions where case_id = p.id))
    ) snip on true
    order by p.exact desc, p.rank desc, p.id`;
}

/** Case-law search and corpus figures. The corpus is public law, shared by every user. */
export function createResearchRepository(db: Db) {
  return {
    async search({ q, court, from, to, cursor, limit }: SearchFilters) {
      const hits = await withIndexedSearch(db, (tx) =>
        selectRows<PageRow>(tx, searchPageQuery({ q, court, from, to, cursor, limit })),
      );
      const results = hits.slice(0, limit).map((hit) => ({
        caseId: Number(hit.id),
        name: hit.name,
        citation: hit.volume === null ? null : `${hit.volume} ${hit.reporter} ${hit.page}`,
        year: hit.decided_year,
        court: hit.court_id,
        rank: Number(hit.rank),
        snippet: toSnippet(hit.headline ?? ''),
      }));
      const matched = Number(hits[0]?.matched_opinions ?? 0);
      const rankedAmong = matched > RANK_POOL ? { matched, ranked: RANK_POOL } : null;
      return { results, nextCursor: hits.length > limit ? cursor + limit : null, rankedAmong };
    },

    /** The authorities cited by the most of the top `MATCHES_FOR_AUTHORITIES` cases matching a search. */
    async mostCitedAuthorities(filters: Omit<SearchFilters, 'cursor' | 'limit'>) {
      const rows = await withIndexedSearch(db, (tx) =>
        selectRows<AuthorityRow>(
          tx,
          sql`with matching as (${rankedCases(filters)} limit ${MATCHES_FOR_AUTHORITIES})
            select e.cited_volume as volume, e.cited_reporter as reporter, e.cited_page as page,
                   max(e.cited_case_id) as case_id, max(c.name) as name, max(c.decided_year) as year,
                   count(distinct o.case_id) as count
            from citation_edges e
            join opinions o on o.id = e.citing_opinion_id
            left join cases c on c.id = e.cited_case_id
            where o.case_id in (select id from matching) and e.cited_page is not null
              and e.cited_case_id is distinct from o.case_id
            group by e.cited_volume, e.cited_reporter, e.cited_page
            order by count(distinct o.case_id) desc, e.cited_volume, e.cited_page
            limit ${AUTHORITIES_LIMIT}`,
        ),
      );
      return rows.map(toCitedAuthority);
    },

    async status() {
      const [counts] = await selectRows<{ cases: string; opinions: string; edges: string }>(
        db,
        sql`select (select count(*) from cases) as cases, (select count(*) from opinions) as opinions,
                   (select count(*) from citation_edges) as edges`,
      );
      const sources = await selectRows<{ source: string; cases: string }>(
        db,
        sql`select source, count(*) as cases from cases group by source order by source`,
      );
      // Only the citation index records reporter coverage, so its U.S. rows say the index is loaded.
      const [index] = await selectRows<{ volumes: string; built_in: boolean }>(
        db,
        sql`select count(*) as volumes, bool_or(source = ${BUILTIN_INDEX_SOURCE}) as built_in
            from reporter_coverage where reporter = 'U.S.'`,
      );
      const volumes = Number(index?.volumes ?? 0);
      return {
        cases: Number(counts?.cases ?? 0),
        opinions: Number(counts?.opinions ?? 0),
        citationEdges: Number(counts?.edges ?? 0),
        sources: sources.map((s) => ({ source: s.source, cases: Number(s.cases) })),
        usReportsIndex: volumes > 0 ? { volumes, builtIn: Boolean(index?.built_in) } : null,
      };
    },
  };
}

export type ResearchRepository = ReturnType<typeof createResearchRepository>;
