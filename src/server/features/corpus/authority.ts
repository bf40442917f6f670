import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recounts each case's authority for search ranking: `cited_by`, the distinct other cases whose opinions cite it,
 * and `authority`, that count per year the corpus's opinions could have cited it (from the later of its decision
 * and the first opinion's year, to the last opinion's year), so recent landmarks are not outranked by age alone.
 * Runs at the end of every import (from `resolveCitationEdges`): an import adds citing opinions, replaces an
 * opinion's edges or links edges to newly known cases. Only rows whose figures changed are written.
 */
export async function refreshAuthority(db: Db): Promise<void> {
  await db.execute(sql`
    with span as (
      select min(c.decided_year) as first_year, max(c.decided_year) as last_year
      from cases c where exists (select 1 from opinions o where o.case_id = c.id)
    ), counts as (
      select e.cited_case_id as id, count(distinct o.case_id)::int as n
      from citation_edges e join opinions o on o.id = e.citing_opinion_id
      where e.cited_case_id is not null and e.cited_case_id <> o.case_id
      group by e.cited_case_id
    ), wanted as (
      select c.id, counts.n,
             (counts.n::real / greatest(1, span.last_year - greatest(c.decided_year, span.first_year) + 1))::real as authority
      from counts join cases c on c.id = counts.id, span
    )
    update cases set cited_by = coalesce(wanted.n, 0), authority = coalesce(wanted.authority, 0)
    from cases target left join wanted on wanted.id = target.id
    where cases.id = target.id
      and (cases.cited_by <> coalesce(wanted.n, 0) or cases.authority <> coalesce(wanted.authority, 0))`);
}

/**
 * Refreshes the planner's statistics of the corpus tables after an import. PGlite runs no autovacuum, and a server
 * may not have analysed a just-imported corpus yet; without statistics the planner guesses that a case has
 * thousands of citation edges and scans them all for each search instead of reading the few it needs by index.
 */
export async function analyzeCorpus(db: Db): Promise<void> {
  await db.execute(sql`analyze cases, opinions, citation_edges, case_citations`);
}
