import { sql } from 'drizzle-orm';
import { courts } from '../../../db/schema';
import { importInBatches, type BulkImportOptions } from './batches';
import { valueOf, type BulkRow } from './bulk-file';

type CourtRow = typeof courts.$inferInsert;

function courtOf(row: BulkRow): CourtRow | null {
  const id = valueOf(row, 'id');
  if (!id) return null;
  const name = valueOf(row, 'full_name') ?? valueOf(row, 'short_name') ?? id;
  return { id, name, citationString: valueOf(row, 'citation_string'), jurisdiction: valueOf(row, 'jurisdiction') };
}

/** CourtListener's courts (ids are the courts-db ids the corpus uses, e.g. 'scotus', 'ca9'): upserted by id. */
export async function importCourts(options: BulkImportOptions): Promise<string> {
  const progress = await importInBatches({
    ...options,
    required: ['id', 'full_name'],
    itemOf: courtOf,
    async write(tx, batch) {
      const unique = new Map(batch.map((court) => [court.id, court]));
      await tx
        .insert(courts)
        .values([...unique.values()])
        .onConflictDoUpdate({
          target: courts.id,
          set: { name: sql`excluded.name`, citationString: sql`excluded.citation_string`, jurisdiction: sql`excluded.jurisdiction` },
        });
    },
  });
  return `${progress.records - progress.skipped} courts, ${progress.skipped} skipped`;
}
