import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { importCorpusFile } from '../corpus/import-file';
import { importOpinions, type ImportCounts, type ImportProgress } from '../corpus/importer';
import { readLines } from '../corpus/read-lines';

export type RunProgress = ImportProgress & { fraction: number };

/** Thrown through the importer when the job is cancelled or the server stops; the caller tells which. */
export class ImportInterrupted extends Error {}

const isOpinionLines = (file: string) => !/\.(tsv|csv)(\.gz)?$/i.test(file);

/** The file's lines after the first `skip` non-blank ones, with how far through the file (0..1) reading has got. */
async function* linesAfter(file: string, skip: number, position: { fraction: number }, signal: AbortSignal) {
  const size = (await stat(file)).size || 1;
  const read = { bytesRead: 0 };
  let seen = 0;
  for await (const line of readLines(file, read)) {
    if (signal.aborted) throw new ImportInterrupted('interrupted');
    position.fraction = Math.min(1, read.bytesRead / size);
    if (line.trim() === '') continue;
    seen += 1;
    if (seen > skip) yield line;
  }
}

/**
 * Imports a job's file. A JSON Lines file resumes after the `done` records a previous run committed (the importer
 * commits whole batches and reports after each); the other kinds start again, which their upserts make harmless.
 * Progress counts include `done`'s.
 */
export async function runImport(options: {
  db: Db;
  file: string;
  done: ImportProgress;
  signal: AbortSignal;
  onProgress: (progress: RunProgress) => void;
}): Promise<ImportCounts & { records: number }> {
  const { db, file, done, signal } = options;
  const position = { fraction: 0 };
  const base = isOpinionLines(file) ? done : { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
  let last: ImportProgress = { ...base };
  const report = (p: ImportProgress) => {
    if (signal.aborted) throw new ImportInterrupted('interrupted');
    last = {
      records: base.records + p.records,
      cases: base.cases + p.cases,
      opinions: base.opinions + p.opinions,
      edges: base.edges + p.edges,
      skipped: base.skipped + p.skipped,
    };
    options.onProgress({ ...last, fraction: position.fraction });
  };
  if (isOpinionLines(file)) {
    await importOpinions({
      db,
      lines: linesAfter(file, base.records, position, signal),
      source: path.basename(file),
      onProgress: report,
    });
  } else {
    await importCorpusFile({ db, file, onProgress: report });
  }
  if (signal.aborted) throw new ImportInterrupted('interrupted');
  return last;
}
