import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseCitations, citationEdges, courts } from '../../db/schema';
import { analyzeCorpus, refreshAuthority } from './authority';
import { deferIndexesIfEmpty, restoreDeferredIndexes } from './deferred-indexes';
import { prepareRecord, type PreparedRecord } from './opinion-record';
import type { SearchVectors, VectorClaim } from './search-vectors';
import { statisticsAsTablesGrow } from './statistics-as-tables-grow';
import { writeBatch } from './write-batch';

export { citationEdgesOf, hashText, type OpinionRecord } from './opinion-record';

export type ImportCounts = {
  /** Distinct cases and opinions written (inserted or updated), edges stored, records that could not be used. */
  cases: number;
  opinions: number;
  edges: number;
  skipped: number;
};
export type ImportProgress = ImportCounts & { records: number };

export type Court = { id: string; name: string; citationString: string | null };
export const SUPREME_COURT: Court = { id: 'scotus', name: 'Supreme Court of the United States', citationString: 'SCOTUS' };

export interface ImportOptions {
  db: Db;
  /** JSON Lines, one record a line; blank lines are ignored. */
  lines: AsyncIterable<string>;
  /** Stored on each case as where it came from, e.g. the file name. */
  source?: string;
  /** The court every record belongs to; the SCOTUS files by default. */
  court?: Court;
  /** Most records written per transaction; a batch also ends at BATCH_TEXT_LIMIT characters of opinion text. */
  batchSize?: number;
  /** Called after each batch is committed, with the records read up to the end of that batch. */
  onProgress?: (progress: ImportProgress) => void;
  /** Runs inside each batch's transaction with the progress as of that batch, so both commit together. */
  checkpoint?: (tx: Db, progress: ImportProgress) => Promise<void>;
  /** What a resumed job (or its earlier files) already counted; the id sets keep cases and opinions distinct. */
  start?: ImportTotals;
  /**
   * 'auto': into an empty corpus the secondary indexes are dropped and rebuilt after the load, and the citation
   * edges are resolved at the end. 'caller': a job that spans files or restarts does both itself, once.
   */
  indexes?: 'auto' | 'caller';
  /** The opinions' search vectors computed while this one writes: a second thread on PGlite (ADR 032), a second connection on PostgreSQL (ADR 047). */
  searchVectors?: SearchVectors;
}

export type ImportTotals = { progress: ImportProgress; caseIds: Set<number>; opinionIds: Set<number> };

/** Opinion text per batch: memory holds two batches (one written, one prepared) whatever the opinions' lengths. */
const BATCH_TEXT_LIMIT = 1_000_000;

/**
 * Links every unresolved edge whose (volume, reporter, page) is a citation of a case in the corpus, then recounts
 * each case's authority and the planner's statistics; every kind of import ends here, so search stays current.
 */
export async function resolveCitationEdges(db: Db): Promise<number> {
  const result = await db
    .update(citationEdges)
    .set({ citedCaseId: caseCitations.caseId })
    .from(caseCitations)
    .where(
      and(
        isNull(citationEdges.citedCaseId),
        eq(caseCitations.volume, citationEdges.citedVolume),
        eq(caseCitations.reporter, citationEdges.citedReporter),
        eq(caseCitations.page, citationEdges.citedPage),
      ),
    )
    .returning({ id: citationEdges.id });
  await refreshAuthority(db);
  await analyzeCorpus(db);
  return result.length;
}

/**
 * Runs the import of several files (`work`, whose opinion imports pass `indexes: 'caller'`) so that, into an empty
 * corpus, the deferrable indexes are built and the citation edges resolved once after the last file rather than
 * after each, as the admin's import job does. The indexes are rebuilt even when a file fails.
 */
export async function withIndexesBuiltOnce<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const deferred = await deferIndexesIfEmpty(db);
  let result: T;
  try {
    result = await work();
  } finally {
    if (deferred) await restoreDeferredIndexes(db);
  }
  await resolveCitationEdges(db);
  return result;
}

/**
 * Imports opinion records in batches: upserts each case (by its reporter citation, else docket and name), its
 * citation and its opinion (by case and text hash, so a second import updates rather than duplicates), replaces
 * the opinion's citation edges, and at the end resolves edges to cases now in the corpus. Lines are read and
 * prepared (parsed, hashed, their citations extracted) while the previous batch is written, one batch at a time.
 * Into an empty corpus, the secondary indexes are built once after the load. Counts include `start`'s.
 */
export function importOpinions(options: ImportOptions): Promise<ImportCounts> {
  return options.indexes === 'caller' ? loadOpinions(options) : withIndexesBuiltOnce(options.db, () => loadOpinions(options));
}

/** The batched load of importOpinions, leaving the deferrable indexes and the edges' resolution to the caller. */
async function loadOpinions(options: ImportOptions): Promise<ImportCounts> {
  const { db, lines, onProgress } = options;
  const source = options.source ?? 'import';
  const court = options.court ?? SUPREME_COURT;
  const batchSize = options.batchSize ?? 100;

  await db
    .insert(courts)
    .values(court)
    .onConflictDoUpdate({ target: courts.id, set: { name: court.name, citationString: court.citationString } });

  // Ids only (a few bytes per case), so the counts are of distinct rows even when a case spans batches.
  const caseIds = options.start?.caseIds ?? new Set<number>();
  const opinionIds = options.start?.opinionIds ?? new Set<number>();
  const progress: ImportProgress = { ...(options.start?.progress ?? { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 }) };
  let reported = progress.records;
  let batch: PreparedRecord[] = [];
  let batchText = 0;
  let writing: Promise<void> = Promise.resolve();
  const analyzeAsTablesGrow = statisticsAsTablesGrow(db);

  const write = async (full: PreparedRecord[], read: { records: number; skipped: number }, vectors?: VectorClaim) => {
    if (full.length > 0) {
      const searchVectors = await vectors?.take();
      await writeBatch(db, { batch: full, source, courtId: court.id, searchVectors }, async (tx, result) => {
        result.caseIds.forEach((id) => caseIds.add(id));
        result.opinionIds.forEach((id) => opinionIds.add(id));
        progress.edges += result.edges;
        progress.cases = caseIds.size;
        progress.opinions = opinionIds.size;
        await options.checkpoint?.(tx, { ...progress, ...read });
      });
      await analyzeAsTablesGrow();
    } else if (read.records === reported) {
      return;
    } else if (options.checkpoint) {
      const checkpoint = options.checkpoint;
      await db.transaction((tx) => checkpoint(tx as unknown as Db, { ...progress, ...read }));
    }
    // Trailing lines that were all skipped still show up in the last progress report.
    reported = read.records;
    onProgress?.({ ...progress, ...read });
  };
  // Batches cut but not yet handed to the writer. With a search-vector thread the writer stays one batch behind the
  // reader, so that the thread works on a batch while the one before it is written.
  const waitingToWrite: Array<{ full: PreparedRecord[]; read: { records: number; skipped: number }; vectors?: VectorClaim }> = [];
  const lookahead = options.searchVectors ? 2 : 1;
  /** Hands the oldest waiting batch to the writer once the previous one is committed; reading goes on meanwhile. */
  const writeNext = async () => {
    const next = waitingToWrite.shift();
    if (!next) return;
    await writing;
    writing = write(next.full, next.read, next.vectors);
    // Its failure is thrown where it is next awaited, not reported as unhandled in between.
    writing.catch(() => {});
  };
  const cut = async () => {
    const full = batch;
    const read = { records: progress.records, skipped: progress.skipped };
    batch = [];
    batchText = 0;
    const vectors = full.length > 0 ? options.searchVectors?.submit(full.map((item) => item.record.text)) : undefined;
    waitingToWrite.push({ full, read, vectors });
    if (waitingToWrite.length >= lookahead) await writeNext();
  };

  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      progress.records += 1;
      const prepared = prepareRecord(line);
      if (prepared) {
        batch.push(prepared);
        batchText += prepared.record.text.length;
      } else {
        progress.skipped += 1;
      }
      if (batch.length >= batchSize || batchText >= BATCH_TEXT_LIMIT) await cut();
    }
    await cut();
    while (waitingToWrite.length > 0) await writeNext();
    await writing;
  } finally {
    // A failed read or write leaves no statement running beside the index builds.
    await writing.catch(() => {});
  }
  return { cases: progress.cases, opinions: progress.opinions, edges: progress.edges, skipped: progress.skipped };
}
