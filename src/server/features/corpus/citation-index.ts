import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseCitations, cases, courts, reporterCoverage } from '../../db/schema';
import { SUPREME_COURT, resolveCitationEdges, type ImportProgress } from './importer';
import { citationKey, parseReference, type Reference } from './reference';

/**
 * The U.S. Reports index (`citation<TAB>name<TAB>year`, year 0 when unknown): one row per decision, with no
 * opinion text. It makes the corpus know every U.S. Reports case, so a fabricated 'U.S.' citation is caught as
 * not-found. A case already imported with its opinions keeps its richer record; the index only adds what is new.
 */
export interface CitationIndexOptions {
  db: Db;
  lines: AsyncIterable<string>;
  source: string;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
}

type IndexRow = { reference: Reference; name: string; year: number | null };

function parseRow(line: string): IndexRow | null {
  const [citation, name, year] = line.split('\t');
  const reference = parseReference(citation);
  const trimmedName = name?.trim();
  if (!reference || !trimmedName) return null;
  const parsedYear = Number(year);
  return { reference, name: trimmedName, year: Number.isInteger(parsedYear) && parsedYear > 0 ? parsedYear : null };
}

async function writeRows(db: Db, rows: IndexRow[], source: string): Promise<number> {
  const unique = new Map(rows.map((row) => [citationKey(row.reference), row]));
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(cases)
      .values(
        [...unique.entries()].map(([key, row]) => ({
          key,
          name: row.name,
          courtId: SUPREME_COURT.id,
          decidedYear: row.year,
          yearSource: row.year === null ? null : ('record' as const),
          source,
        })),
      )
      .onConflictDoNothing({ target: cases.key })
      .returning({ id: cases.id, key: cases.key });
    if (inserted.length > 0) {
      await tx
        .insert(caseCitations)
        .values(inserted.map(({ id, key }) => ({ caseId: id, ...unique.get(key)!.reference })))
        .onConflictDoNothing();
    }
    return inserted.length;
  });
}

/** Imports the index in batches, then records each volume it covers and links citation edges to the new cases. */
export async function importCitationIndex(options: CitationIndexOptions) {
  const { db, lines, source, onProgress } = options;
  const batchSize = options.batchSize ?? 1000;
  await db.insert(courts).values(SUPREME_COURT).onConflictDoNothing();

  const lastPageByVolume = new Map<string, { reporter: string; volume: number; lastCasePage: number }>();
  const progress: ImportProgress = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
  let batch: IndexRow[] = [];
  let header = true;
  const flush = async () => {
    if (batch.length > 0) progress.cases += await writeRows(db, batch, source);
    batch = [];
    onProgress?.({ ...progress });
  };

  for await (const line of lines) {
    if (header) {
      header = false;
      if (line.startsWith('citation\t')) continue;
    }
    if (line.trim() === '') continue;
    progress.records += 1;
    const row = parseRow(line);
    if (!row) {
      progress.skipped += 1;
      continue;
    }
    const { reporter, volume, page } = row.reference;
    const volumeKey = `${reporter}|${volume}`;
    const seen = lastPageByVolume.get(volumeKey);
    if (!seen || Number(page) > seen.lastCasePage) {
      lastPageByVolume.set(volumeKey, { reporter, volume, lastCasePage: Number(page) });
    }
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();

  const coverage = [...lastPageByVolume.values()].map((volume) => ({ ...volume, source }));
  for (let index = 0; index < coverage.length; index += batchSize) {
    await db
      .insert(reporterCoverage)
      .values(coverage.slice(index, index + batchSize))
      .onConflictDoUpdate({
        target: [reporterCoverage.reporter, reporterCoverage.volume],
        set: { lastCasePage: sql`excluded.last_case_page`, source: sql`excluded.source` },
      });
  }
  await resolveCitationEdges(db);
  return { cases: progress.cases, volumes: coverage.length, skipped: progress.skipped };
}
