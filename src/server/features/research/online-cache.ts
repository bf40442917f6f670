import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, courtlistenerClusters, courts } from '../../db/schema';
import { clusterKey } from '../corpus/courtlistener/batches';
import { writeCitations } from '../corpus/courtlistener/citations';
import { prepareOpinions, typeLabel, writeOpinions } from '../corpus/courtlistener/opinions';
import type { OnlineCluster } from '../../providers/case-law/courtlistener-research-map';

/** `cases.source` of a case fetched from CourtListener's API when a user opened it. */
export const COURTLISTENER_API_SOURCE = 'courtlistener-api';

/** The corpus case a CourtListener cluster already is (fetched before, or imported from a bulk file), if any. */
export async function cachedCaseOf(db: Db, clusterId: number): Promise<number | null> {
  const [row] = await db
    .select({ caseId: courtlistenerClusters.caseId })
    .from(courtlistenerClusters)
    .where(eq(courtlistenerClusters.clusterId, clusterId));
  return row?.caseId ?? null;
}

/**
 * Writes a fetched cluster into the corpus as the bulk importer would (case 'cl:<id>', its court, citations and
 * opinions with their citation edges), so later searches and citation checks find it offline. A citation another
 * source already holds merges the cluster into that case instead of adding a second one.
 */
export async function cacheCluster(db: Db, cluster: OnlineCluster): Promise<number> {
  return db.transaction(async (tx) => {
    if (cluster.court) await tx.insert(courts).values(cluster.court).onConflictDoNothing();
    const [written] = await tx
      .insert(cases)
      .values({
        key: clusterKey(cluster.clusterId),
        name: cluster.name,
        courtId: cluster.court?.id ?? null,
        decidedYear: cluster.year,
        yearSource: cluster.year === null ? null : 'record',
        docket: cluster.docket,
        source: COURTLISTENER_API_SOURCE,
      })
      .onConflictDoUpdate({ target: cases.key, set: { name: sql`excluded.name`, updatedAt: sql`now()` } })
      .returning({ id: cases.id });
    await tx
      .insert(courtlistenerClusters)
      .values({ clusterId: cluster.clusterId, caseId: written!.id, docketId: cluster.docketId })
      .onConflictDoNothing();
    const { clusterId } = cluster;
    await writeCitations(
      tx,
      cluster.citations.map((reference) => ({ clusterId, reference })),
      { reporter: 0, cluster: 0, held: 0 },
    );
    const opinions = cluster.opinions.map(({ type, author, text }) => ({ clusterId, type: typeLabel(type), author, text }));
    if (opinions.length > 0) await writeOpinions(tx, prepareOpinions(opinions));
    const [placed] = await tx
      .select({ caseId: courtlistenerClusters.caseId })
      .from(courtlistenerClusters)
      .where(eq(courtlistenerClusters.clusterId, clusterId));
    const caseId = placed!.caseId;
    // Only the edges this case adds or answers are resolved; a whole-corpus pass is the bulk importer's job.
    await tx.execute(sql`
      update citation_edges e set cited_case_id = cc.case_id
      from case_citations cc
      where e.cited_case_id is null and cc.volume = e.cited_volume and cc.reporter = e.cited_reporter
        and cc.page = e.cited_page
        and (cc.case_id = ${caseId} or e.citing_opinion_id in (select id from opinions where case_id = ${caseId}))`);
    return caseId;
  });
}
