import { sql, type SQL } from 'drizzle-orm';
import { extractCitations } from '../../../legal/citations';
import { parseReference, type Reference } from '../corpus/reference';

export interface RankFilters {
  q: string;
  court?: string;
  from?: number;
  to?: number;
}

/**
 * How a case's score is made (ADR 013): text relevance, plus NAME_MATCH when every query word is in the case's
 * name, times two authority factors from the citation graph. The first is the case's precomputed authority (how
 * many cases cite it per year it could have been cited, `cases.authority`), so a 2009 landmark is not buried
 * under a 1975 case with more years of citations. The second counts how many of the LOCAL_POOL best text matches
 * cite the case: the authority on this query's subject. Length normalisation (flag 1: divide by 1 + log of the
 * length) keeps a long opinion that mentions a doctrine in passing from outranking one that decides it; flag 32 maps
 * the result into [0, 1), below NAME_MATCH. Tuned on the landmark queries of tests/api/research-landmarks.test.ts.
 */
// Written into the SQL as literals, so every search has the same plan shape.
const TS_RANK_FLAGS = sql.raw(String(1 | 32));
const NAME_MATCH = sql.raw('1.0');
const AUTHORITY_WEIGHT = sql.raw('0.5');
const AUTHORITY_SCALE = sql.raw('10.0');
const LOCAL_WEIGHT = sql.raw('1.0');
const LOCAL_POOL = sql.raw('100');
/** The most opinions whose text a search ranks; past it, the most cited matches (ADR 048). */
export const RANK_POOL = 1000;

/** The cases a query names by reporter citation: '384 U.S. 436', '384 U. S. 436', 'Miranda v. Arizona, 384 U.S. 436 (1966)'. */
export function citedReferences(q: string): Reference[] {
  const found = extractCitations(q)
    .filter((citation) => citation.kind === 'case')
    .map(({ volume, reporter, page }) => ({ volume, reporter, page: String(page) }));
  if (found.length > 0) return found;
  const whole = parseReference(q);
  return whole ? [whole] : [];
}

function exactCases(references: Reference[]): SQL {
  if (references.length === 0) return sql`select null::bigint as case_id where false`;
  const matches = references.map(
    ({ volume, reporter, page }) => sql`(volume = ${volume} and reporter = ${reporter} and page = ${page})`,
  );
  return sql`select case_id from case_citations where ${sql.join(matches, sql` or `)}`;
}

/** The court and year filters on the cases aliased `alias`; applied to the matching opinions too, so a narrowed
 * search ranks only the opinions it can return, and its LOCAL_POOL is the best matches within the filters. */
function caseFilters(alias: SQL, { court, from, to }: Omit<RankFilters, 'q'>): SQL {
  return sql`
    ${court ? sql`and ${alias}.court_id = ${court}` : sql``}
    ${from !== undefined ? sql`and ${alias}.decided_year >= ${from}` : sql``}
    ${to !== undefined ? sql`and ${alias}.decided_year <= ${to}` : sql``}`;
}

/**
 * Cases matching a search with the filters, best first (callers add the limit): a case a citation in the query
 * names, then by score. Each branch (opinion text, case name, citation) is found through its own index. Each row
 * carries `opinion_id`, the case's best matching opinion (null when only its name or citation matched), and
 * `matched_opinions`, how many opinions matched (more than RANK_POOL: not all of them were ranked).
 */
export function rankedCases({ q, ...filters }: RankFilters): SQL {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  return sql`
    with opinion_matches as (
      select o.id, fc.authority
      from opinions o join cases fc on fc.id = o.case_id
      where o.search @@ ${query} ${caseFilters(sql`fc`, filters)}
    ),
    -- Ranking an opinion's text reads its whole tsvector (tens of KB, about 50 µs), where the index and the case's
    -- small row say cheaply that it matches and how cited it is. So only the RANK_POOL most authoritative matches are
    -- ranked by their text, and a broad search on a large corpus does not read every match's vector (ADR 048).
    opinion_hits as (
      select o.case_id, o.id, ts_rank_cd(o.search, ${query}, ${TS_RANK_FLAGS}) as text_rank
      from opinions o
      where o.id in (select id from opinion_matches order by authority desc, id limit ${RANK_POOL})
    ),
    -- A case's best matching opinion is kept for its snippet, so the page need not rank its opinions again.
    text_hits as (
      select case_id, max(text_rank) as text_rank, (array_agg(id order by text_rank desc, id))[1] as opinion_id
      from opinion_hits group by case_id
    ),
    exact as (${exactCases(citedReferences(q))}),
    local_citations as (
      select cited.case_id, count(distinct best.case_id) as n
      from (select case_id from text_hits order by text_rank desc, case_id limit ${LOCAL_POOL}) best
      -- Lateral and fenced (offset 0), so each of the few best matches reads its own edges by index rather than
      -- the planner hashing a scan of every edge.
      cross join lateral (
        select e.cited_case_id as case_id
        from opinions o join citation_edges e on e.citing_opinion_id = o.id
        where o.case_id = best.case_id and e.cited_case_id is not null and e.cited_case_id <> best.case_id
        offset 0
      ) cited
      group by cited.case_id
    ),
    -- One row per case through a grouped union, not joins: the planner cannot estimate how many opinions a query
    -- matches, and a nested loop over thousands of them was the slowest part of a broad search.
    candidates as (
      select case_id, text_rank, 0::bigint as n, true as matched, opinion_id from text_hits
      union all select c.id, 0, 0, true, null from cases c where c.search @@ ${query}
      union all select case_id, 0, 0, true, null from exact
      union all select case_id, 0, n, false, null from local_citations
    ),
    scores as (
      select case_id, max(text_rank) as text_rank, max(n) as n, max(opinion_id) as opinion_id
      from candidates group by case_id having bool_or(matched)
    )
    select c.id, c.name, c.decided_year, c.court_id, s.opinion_id,
           (s.text_rank + case when c.search @@ ${query} then ${NAME_MATCH} else 0 end)
             * (1 + ${AUTHORITY_WEIGHT} * ln(1 + ${AUTHORITY_SCALE} * c.authority))
             * (1 + ${LOCAL_WEIGHT} * ln(1 + s.n)) as rank,
           c.id in (select case_id from exact) as exact,
           (select count(*) from opinion_matches) as matched_opinions
    from scores s join cases c on c.id = s.case_id
    where true ${caseFilters(sql`c`, filters)}
    order by exact desc, rank desc, c.id`;
}
