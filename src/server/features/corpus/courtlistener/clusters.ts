import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { cases, courtlistenerClusters } from '../../../db/schema';
import { clusterKey, importInBatches, type BulkImportOptions } from './batches';
import { idOf, valueOf, type BulkRow } from './bulk-file';
import { applyDockets } from './dockets';

type Cluster = { clusterId: number; docketId: number | null; name: string; year: number | null };

function clusterOf(row: BulkRow): Cluster | null {
  const clusterId = idOf(row, 'id');
  const name = valueOf(row, 'case_name') ?? valueOf(row, 'case_name_full') ?? valueOf(row, 'case_name_short');
  if (clusterId === null || !name) return null;
  const year = /^(\d{4})-\d\d-\d\d/.exec(valueOf(row, 'date_filed') ?? '')?.[1];
  return { clusterId, docketId: idOf(row, 'docket_id'), name, year: year ? Number(year) : null };
}

/**
 * CourtListener's opinion clusters (one decision each) as cases keyed 'cl:<cluster id>', with the name and the
 * year filed; court and docket number come from the cluster's docket, now or when the dockets file is imported.
 * A cluster already merged into a case from another source (see citations.ts) leaves that case's record alone.
 */
export async function importClusters(options: BulkImportOptions): Promise<string> {
  const source = path.basename(options.file);
  const progress = await importInBatches({
    ...options,
    required: ['id', 'case_name', 'docket_id'],
    itemOf: clusterOf,
    async write(tx, batch, counts) {
      const unique = new Map(batch.map((cluster) => [cluster.clusterId, cluster]));
      const clusterIds = [...unique.keys()];
      const known = await tx
        .select({ clusterId: courtlistenerClusters.clusterId, caseId: cases.id, key: cases.key })
        .from(courtlistenerClusters)
        .innerJoin(cases, eq(cases.id, courtlistenerClusters.caseId))
        .where(inArray(courtlistenerClusters.clusterId, clusterIds));
      const mergedCaseIds = new Map(
        known.filter((row) => row.key !== clusterKey(row.clusterId)).map((row) => [row.clusterId, row.caseId]),
      );
      const own = [...unique.values()].filter((cluster) => !mergedCaseIds.has(cluster.clusterId));
      const caseIdByKey = new Map<string, number>();
      if (own.length > 0) {
        const written = await tx
          .insert(cases)
          .values(
            own.map((cluster) => ({
              key: clusterKey(cluster.clusterId),
              name: cluster.name,
              decidedYear: cluster.year,
              yearSource: cluster.year === null ? null : ('record' as const),
              source,
            })),
          )
          .onConflictDoUpdate({
            target: cases.key,
            set: {
              name: sql`excluded.name`,
              decidedYear: sql`excluded.decided_year`,
              yearSource: sql`excluded.year_source`,
              source: sql`excluded.source`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ id: cases.id, key: cases.key });
        written.forEach((row) => caseIdByKey.set(row.key, row.id));
      }
      const caseIdOf = (cluster: Cluster) => {
        const id = mergedCaseIds.get(cluster.clusterId) ?? caseIdByKey.get(clusterKey(cluster.clusterId));
        if (id === undefined) throw new Error(`cluster ${cluster.clusterId} has no case`);
        return id;
      };
      await tx
        .insert(courtlistenerClusters)
        .values(
          [...unique.values()].map((cluster) => ({
            clusterId: cluster.clusterId,
            caseId: caseIdOf(cluster),
            docketId: cluster.docketId,
          })),
        )
        .onConflictDoUpdate({ target: courtlistenerClusters.clusterId, set: { docketId: sql`excluded.docket_id` } });
      await applyDockets(tx, sql`m.cluster_id in ${clusterIds}`);
      counts.cases += unique.size;
    },
  });
  return `${progress.cases} clusters as cases, ${progress.skipped} skipped`;
}
