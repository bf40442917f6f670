import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';

/** A court a citation's parenthetical names, as the snapshot's courts file has it, with the dates its decisions cover. */
export type CitedCourt = {
  id: string;
  name: string;
  /** CourtListener's code: 'F' federal appellate, 'S' state supreme, 'SA' state appellate, 'FD' district, ... */
  jurisdiction: string | null;
  coverage: { firstFiled: string; lastFiled: string; snapshotDate: string } | null;
};

/** One decision of a court filed on a given day, as the snapshot lists it. */
export type DayDecision = { caseId: number; name: string; docket: string | null };

const isoDay = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/**
 * The lookups of the court-and-day judgement (ADR 034). The courts table is small (a few thousand rows), so the
 * parenthetical's court is matched against every court's citation form with its spaces taken out ('Tex.App.' is
 * 'Tex. App.'); a day's decisions come through the clusters' date_filed index.
 */
export function createCourtDayLookups(db: Db) {
  return {
    /** The latest complete snapshot that declared any court covered, or null when none has (every input gets it). */
    async courtSnapshotDates(inputs: readonly string[]): Promise<Array<string | null>> {
      const [row] = await selectRows<{ snapshot_date: string | Date }>(db, sql`select max(snapshot_date) as snapshot_date from court_coverage`);
      const date = row?.snapshot_date ? isoDay(row.snapshot_date) : null;
      return inputs.map(() => date);
    },

    /** For each citation form as written ('Tex. App.'), the courts whose citation form it is. */
    async courtsCited(forms: readonly string[]): Promise<CitedCourt[][]> {
      return Promise.all(
        forms.map(async (form) => {
          const rows = await selectRows<{ id: string; name: string; jurisdiction: string | null; first_filed: string | Date | null; last_filed: string | Date | null; snapshot_date: string | Date | null }>(
            db,
            sql`select ct.id, ct.name, ct.jurisdiction, cc.first_filed, cc.last_filed, cc.snapshot_date
                from courts ct left join court_coverage cc on cc.court_id = ct.id
                where replace(ct.citation_string, ' ', '') = ${form.replace(/\s+/g, '')}
                order by ct.id`,
          );
          return rows.map((row) => ({
            id: row.id,
            name: row.name,
            jurisdiction: row.jurisdiction,
            coverage:
              row.first_filed && row.last_filed && row.snapshot_date
                ? { firstFiled: isoDay(row.first_filed), lastFiled: isoDay(row.last_filed), snapshotDate: isoDay(row.snapshot_date) }
                : null,
          }));
        }),
      );
    },

    /** For each court and day, every decision of that court the clusters say was filed that day. */
    async decisionsFiled(days: ReadonlyArray<{ courtId: string; date: string }>): Promise<DayDecision[][]> {
      return Promise.all(
        days.map(async ({ courtId, date }) => {
          const rows = await selectRows<{ case_id: string; name: string; docket: string | null }>(
            db,
            sql`select distinct c.id as case_id, c.name, coalesce(d.docket_number, c.docket) as docket
                from courtlistener_clusters m
                join courtlistener_dockets d on d.id = m.docket_id
                join cases c on c.id = m.case_id
                where m.date_filed = ${date}::date and d.court_id = ${courtId}
                order by c.name`,
          );
          return rows.map((row) => ({ caseId: Number(row.case_id), name: row.name, docket: row.docket }));
        }),
      );
    },
  };
}
