import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { cases, courts } from '../../db/schema';
import { SUPREME_COURT } from './importer';
import { readLines } from './read-lines';
import { parseUnpagedLine, type UnpagedDecision } from './unpaged-decisions';

/**
 * Adds the shipped Supreme Court decisions that have no U.S. Reports page yet (docket, name, year), so that a
 * citation to a volume past the index's pages is judged by name and year. Each gets the key the opinion importer
 * gives a docketed record, so importing the opinions later fills in the same case. Returns the number added, or
 * null when they were already loaded.
 */
export async function loadUnpagedDecisions(options: { db: Db; file: string; source: string; log: (line: string) => void }) {
  const { db, file, source, log } = options;
  const [row] = await selectRows<{ loaded: boolean }>(db, sql`select exists (select 1 from cases where source = ${source}) as loaded`);
  if (row?.loaded) return null;
  const decisions: UnpagedDecision[] = [];
  for await (const line of readLines(file)) {
    const decision = parseUnpagedLine(line);
    if (decision) decisions.push(decision);
  }
  await db.insert(courts).values(SUPREME_COURT).onConflictDoNothing();
  // Where the opinion files were imported first every row is already there, and this insert (a few hundred rows)
  // adds nothing; it is tried again at the next start, which costs a few milliseconds.
  const inserted = await db
    .insert(cases)
    .values(
      decisions.map((decision) => ({
        key: `docket:${decision.docket}|${decision.name}`,
        name: decision.name,
        courtId: SUPREME_COURT.id,
        decidedYear: decision.year,
        yearSource: 'record' as const,
        docket: decision.docket,
        source,
      })),
    )
    .onConflictDoNothing({ target: cases.key })
    .returning({ id: cases.id });
  if (inserted.length > 0) log(`Supreme Court decisions without a U.S. Reports page: ${inserted.length} added`);
  return inserted.length;
}
