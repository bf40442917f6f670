/** The SCOTUS data files the benchmarks read, and importing them into a database. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/server/db/client';
import { importOpinions, withIndexesBuiltOnce, type ImportCounts } from '../src/server/features/corpus/importer';
import { readLines } from '../src/server/features/corpus/read-lines';
import { searchVectorsFor, withSearchVectors, type SearchVectors } from '../src/server/features/corpus/search-vectors';
import { count } from './format';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FILE_NAMES = ['opinions-1973-1989.jsonl.gz', 'opinions-1990-2024.jsonl.gz'];

/**
 * Opinions in the corpus after importing both files: of their 8,695 records one has an empty text (skipped) and one
 * repeats another's text for the same case (Nielsen v. Preap), so a complete import holds 8,693.
 */
export const FULL_CORPUS_OPINIONS = 8_693;

/** Both files' paths; exits with a message saying where they were looked for when either is missing. */
export function scotusFiles(): string[] {
  const dir = path.resolve(PROJECT_ROOT, process.env.SCOTUS_DATA_DIR || '../shared/data/scotus');
  const files = FILE_NAMES.map((name) => path.join(dir, name));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `Benchmarks need the SCOTUS opinions; not found: ${missing.join(', ')}.\n` +
        `Set SCOTUS_DATA_DIR to the folder holding ${FILE_NAMES.join(' and ')} (default ../shared/data/scotus).`,
    );
    process.exit(1);
  }
  return files;
}

export async function* scotusLines(files: string[]): AsyncGenerator<string> {
  for (const file of files) {
    for await (const line of readLines(file)) if (line.trim() !== '') yield line;
  }
}

export async function countOpinions(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from opinions`)) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

export type ImportTotals = ImportCounts & { records: number; searchVectors: string };

/** Imports both files as `npm run corpus:import` would; a progress line goes to a terminal's stderr. */
export async function importScotus(database: Database, files: string[]): Promise<ImportTotals> {
  const totals: ImportTotals = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0, searchVectors: '' };
  await withIndexesBuiltOnce(database.db, async () => {
    const { summary } = await withSearchVectors(searchVectorsFor(database), (vectors) => importEach(database.db, files, totals, vectors));
    totals.searchVectors = summary;
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  return totals;
}

async function importEach(db: Db, files: string[], totals: ImportTotals, searchVectors?: SearchVectors): Promise<void> {
  for (const file of files) {
    const name = path.basename(file);
    let records = 0;
    const counts = await importOpinions({
      db,
      lines: readLines(file),
      source: name,
      indexes: 'caller',
      searchVectors,
      onProgress: (p) => {
        records = p.records;
        if (process.stderr.isTTY) process.stderr.write(`\r  importing ${name}: ${count(totals.records + records)} records `);
      },
    });
    totals.records += records;
    for (const key of ['cases', 'opinions', 'edges', 'skipped'] as const) totals[key] += counts[key];
  }
}
