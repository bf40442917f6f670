import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Indexes an import into an empty corpus builds once at the end rather than row by row (as in migration 0005):
 * the full-text GIN index on opinions, updated per inserted opinion, was a third of the import's database time, and
 * the cases' name index and docket index, and the clusters' date_filed index (read by the Westlaw court-and-day check,
 * ADR 034), are written for every CourtListener cluster of a complete snapshot (millions, issue #38) while no import
 * reads them. The unique indexes stay, as the upserts need them, and so do the indexes
 * the import's own lookups use (case_citations by case, clusters by docket).
 */
const DEFERRABLE_INDEXES = [
  sql`create index if not exists opinions_search_idx on opinions using gin (search)`,
  sql`create index if not exists citation_edges_reference_idx on citation_edges using btree (cited_volume, cited_reporter, cited_page)`,
  sql`create index if not exists citation_edges_cited_case_idx on citation_edges using btree (cited_case_id)`,
  sql`create index if not exists cases_search_idx on cases using gin (search)`,
  sql`create index if not exists cases_docket_idx on cases using btree (docket)`,
  sql`create index if not exists courtlistener_clusters_date_filed_idx on courtlistener_clusters using btree (date_filed)`,
];
const DEFERRABLE_NAMES = [
  'opinions_search_idx',
  'citation_edges_reference_idx',
  'citation_edges_cited_case_idx',
  'cases_search_idx',
  'cases_docket_idx',
  'courtlistener_clusters_date_filed_idx',
];

/**
 * Before an import: drops the deferrable indexes when the corpus holds no opinion yet (true then), else makes sure
 * they exist (false), which also restores them after an import that died before `restoreDeferredIndexes`.
 */
export async function deferIndexesIfEmpty(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists (select 1 from opinions) as filled`)) as unknown as {
    rows: Array<{ filled: boolean }>;
  };
  if (result.rows[0]?.filled) {
    await restoreDeferredIndexes(db);
    return false;
  }
  await dropDeferrableIndexes(db);
  return true;
}

/** Drops the deferrable indexes (a resumed import into what was an empty corpus drops them again). */
export async function dropDeferrableIndexes(db: Db): Promise<void> {
  for (const name of DEFERRABLE_NAMES) await db.execute(sql`drop index if exists ${sql.identifier(name)}`);
}

/** Builds any missing deferrable index; no time limit, as building them over a whole corpus takes a while. */
export async function restoreDeferredIndexes(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    for (const statement of DEFERRABLE_INDEXES) await tx.execute(statement);
  });
}
