import { sql } from 'drizzle-orm';
import type { Tx } from './batches';

/**
 * Folds case `from` (a CourtListener cluster's own case) into case `into` (the same decision, from another source):
 * its clusters, citations and opinions move over (an opinion `into` already has, by text hash, is dropped), citation
 * edges to it point to `into`, `into` gains the court, docket and year it lacked, and `from` is deleted.
 */
export async function mergeCaseInto(tx: Tx, from: number, into: number): Promise<void> {
  await tx.execute(sql`update courtlistener_clusters set case_id = ${into} where case_id = ${from}`);
  await tx.execute(sql`update case_citations set case_id = ${into} where case_id = ${from}`);
  await tx.execute(sql`
    delete from opinions o where o.case_id = ${from}
      and exists (select 1 from opinions kept where kept.case_id = ${into} and kept.text_hash = o.text_hash)`);
  await tx.execute(sql`update opinions set case_id = ${into}, updated_at = now() where case_id = ${from}`);
  await tx.execute(sql`update citation_edges set cited_case_id = ${into} where cited_case_id = ${from}`);
  await tx.execute(sql`
    update cases c set
      court_id = coalesce(c.court_id, f.court_id),
      docket = coalesce(c.docket, f.docket),
      decided_year = coalesce(c.decided_year, f.decided_year),
      year_source = case when c.decided_year is null then f.year_source else c.year_source end,
      updated_at = now()
    from cases f where c.id = ${into} and f.id = ${from}`);
  await tx.execute(sql`delete from cases where id = ${from}`);
}
