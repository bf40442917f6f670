import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { clusterKey, importInBatches, type BulkImportOptions } from './batches';
import { idOf, valueOf, type BulkRow } from './bulk-file';
import { applyDockets } from './dockets';

type Cluster = { clusterId: number; docketId: number | null; name: string; year: number | null; filed: string | null };

function clusterOf(row: BulkRow): Cluster | null {
  const clusterId = idOf(row, 'id');
  const name = valueOf(row, 'case_name') ?? valueOf(row, 'case_name_full') ?? valueOf(row, 'case_name_short');
  if (clusterId === null || !name) return null;
  const written = /^(\d{4})-\d\d-\d\d/.exec(valueOf(row, 'date_filed') ?? '');
  const year = written?.[1];
  // A date the calendar lacks ('2019-02-30') would fail the batch's cast to date: kept as its year only.
  const time = written ? Date.parse(`${written[0]}T00:00:00Z`) : Number.NaN;
  const filed = written && !Number.isNaN(time) && new Date(time).toISOString().startsWith(written[0]) ? written[0] : null;
  return { clusterId, docketId: idOf(row, 'docket_id'), name, year: year ? Number(year) : null, filed };
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
      const known = await selectRows<{ clusterId: number | string; caseId: number | string; key: string }>(
        tx as unknown as Db,
        sql`select m.cluster_id as "clusterId", c.id as "caseId", c.key from courtlistener_clusters m join cases c on c.id = m.case_id
          where m.cluster_id in (select value::bigint from json_array_elements_text(${JSON.stringify(clusterIds)}::json))`,
      );
      const mergedCaseIds = new Map(
        known.filter((row) => row.key !== clusterKey(Number(row.clusterId))).map((row) => [Number(row.clusterId), Number(row.caseId)]),
      );
      const own = [...unique.values()].filter((cluster) => !mergedCaseIds.has(cluster.clusterId));
      const caseIdByKey = new Map<string, number>();
      const newCaseKeys = new Set<string>();
      if (own.length > 0) {
        const rows = own.map((cluster) => ({
          key: clusterKey(cluster.clusterId),
          name: cluster.name,
          docket_id: cluster.docketId,
          decided_year: cluster.year,
          year_source: cluster.year === null ? null : 'record',
        }));
        // The rows travel as one JSON parameter, and a new case takes its docket's court and number as it is
        // written: setting them by an update after (applyDockets, which still serves a case that existed) wrote
        // every case, its indexes and its name's search vector twice.
        const written = await selectRows<{ id: number | string; key: string; inserted: boolean }>(
          tx as unknown as Db,
          sql`insert into cases (key, name, court_id, docket, decided_year, year_source, source)
            select j.key, j.name, d.court_id, d.docket_number, j.decided_year, j.year_source, ${source}
            from json_to_recordset(${JSON.stringify(rows)}::json)
              as j(key text, name text, docket_id bigint, decided_year integer, year_source text)
              left join courtlistener_dockets d on d.id = j.docket_id
            on conflict (key) do update set name = excluded.name, decided_year = excluded.decided_year,
              year_source = excluded.year_source, source = excluded.source, updated_at = now()
            returning id, key, xmax = 0 as inserted`,
        );
        for (const row of written) {
          caseIdByKey.set(row.key, Number(row.id));
          if (row.inserted) newCaseKeys.add(row.key);
        }
      }
      const caseIdOf = (cluster: Cluster) => {
        const id = mergedCaseIds.get(cluster.clusterId) ?? caseIdByKey.get(clusterKey(cluster.clusterId));
        if (id === undefined) throw new Error(`cluster ${cluster.clusterId} has no case`);
        return id;
      };
      const links = [...unique.values()].map((cluster) => ({
        cluster_id: cluster.clusterId,
        case_id: caseIdOf(cluster),
        docket_id: cluster.docketId,
        date_filed: cluster.filed,
      }));
      await tx.execute(sql`
        insert into courtlistener_clusters (cluster_id, case_id, docket_id, date_filed)
        select cluster_id, case_id, docket_id, date_filed
        from json_to_recordset(${JSON.stringify(links)}::json) as l(cluster_id bigint, case_id bigint, docket_id bigint, date_filed date)
        on conflict (cluster_id) do update set docket_id = excluded.docket_id, date_filed = excluded.date_filed`);
      // A case this statement inserted (xmax 0: no conflict updated it) already has its docket's court and number,
      // so only the cases that existed (updated, or merged into another source's case) need applyDockets: in a
      // snapshot's first import that is none, and its join over every batch took about a tenth of the import.
      const existing = clusterIds.filter((clusterId) => !newCaseKeys.has(clusterKey(clusterId)));
      if (existing.length > 0) {
        await applyDockets(tx, sql`m.cluster_id in (select value::bigint from json_array_elements_text(${JSON.stringify(existing)}::json))`);
      }
      counts.cases += unique.size;
    },
  });
  return `${progress.cases} clusters as cases, ${progress.skipped} skipped`;
}
