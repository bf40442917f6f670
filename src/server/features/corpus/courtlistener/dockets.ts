import { sql, type SQL } from 'drizzle-orm';
import { courts, type courtlistenerDockets } from '../../../db/schema';
import { importInBatches, type BulkImportOptions, type Tx } from './batches';
import { idOf, valueOf, type BulkRow } from './bulk-file';

type DocketRow = typeof courtlistenerDockets.$inferInsert;

function docketOf(row: BulkRow): DocketRow | null {
  const id = idOf(row, 'id');
  if (id === null) return null;
  return { id, courtId: valueOf(row, 'court_id'), docketNumber: valueOf(row, 'docket_number') };
}

/**
 * Gives the cases of the clusters matching `clusters` (a condition on `courtlistener_clusters`) the court and docket
 * number of their docket. A cluster's own case follows its docket; a case from another source it was merged into
 * keeps what it has and only has its gaps filled.
 */
export async function applyDockets(tx: Tx, clusters: SQL): Promise<void> {
  await tx.execute(sql`
    with docketed as (
      select distinct on (c.id) c.id,
        case when c.key = 'cl:' || m.cluster_id then coalesce(d.court_id, c.court_id)
          else coalesce(c.court_id, d.court_id) end as court_id,
        case when c.key = 'cl:' || m.cluster_id then coalesce(d.docket_number, c.docket)
          else coalesce(c.docket, d.docket_number) end as docket
      from courtlistener_clusters m
        join courtlistener_dockets d on d.id = m.docket_id
        join cases c on c.id = m.case_id
      where ${clusters}
      order by c.id, m.cluster_id
    )
    update cases set court_id = docketed.court_id, docket = docketed.docket, updated_at = now()
    from docketed
    where cases.id = docketed.id
      and (cases.court_id, cases.docket) is distinct from (docketed.court_id, docketed.docket)`);
}

/**
 * CourtListener's dockets, kept (id, court, docket number) for the clusters that point at them; the cases of
 * clusters already imported take their court and docket number now. A court not yet imported is added under its
 * id as its name, which the courts file later replaces.
 */
export async function importDockets(options: BulkImportOptions): Promise<string> {
  const progress = await importInBatches({
    ...options,
    required: ['id', 'court_id', 'docket_number'],
    itemOf: docketOf,
    async write(tx, batch) {
      const unique = new Map(batch.map((docket) => [docket.id, docket]));
      const courtIds = new Set([...unique.values()].flatMap((docket) => (docket.courtId ? [docket.courtId] : [])));
      if (courtIds.size > 0) {
        await tx
          .insert(courts)
          .values([...courtIds].map((id) => ({ id, name: id })))
          .onConflictDoNothing();
      }
      // One JSON parameter for the batch's rows: thousands of bound parameters cost more than the writes.
      const rows = [...unique.values()].map((docket) => ({ id: docket.id, court_id: docket.courtId, docket_number: docket.docketNumber }));
      await tx.execute(sql`
        insert into courtlistener_dockets (id, court_id, docket_number)
        select id, court_id, docket_number
        from json_to_recordset(${JSON.stringify(rows)}::json) as d(id bigint, court_id text, docket_number text)
        on conflict (id) do update set court_id = excluded.court_id, docket_number = excluded.docket_number`);
      await applyDockets(tx, sql`m.docket_id in (select value::bigint from json_array_elements_text(${JSON.stringify([...unique.keys()])}::json))`);
    },
  });
  return `${progress.records - progress.skipped} dockets, ${progress.skipped} skipped`;
}
