import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { BUILTIN_INDEX_SOURCE } from './builtin-index';
import { importCitationIndex } from './citation-index';
import { importCourtListenerFile, isCourtListenerFile } from './courtlistener/import-bulk-file';
import { importOpinions, type ImportProgress } from './importer';
import { readLines } from './read-lines';

export type FileImportResult = { file: string; summary: string };

/**
 * Imports one corpus file by its kind: a U.S. Reports index (.tsv), a CourtListener bulk file (.csv, .csv.gz) or
 * opinions as JSON Lines (.jsonl, .gz).
 */
export async function importCorpusFile(options: {
  db: Db;
  file: string;
  onProgress?: (progress: ImportProgress) => void;
}): Promise<FileImportResult> {
  const { db, file, onProgress } = options;
  const source = path.basename(file);
  if (/\.bz2$/i.test(file)) {
    throw new Error(
      `${source} is bzip2-compressed, which the importer cannot read: decompress it first ` +
        `(bunzip2 -k ${source}) and import the .csv, or recompress it with gzip`,
    );
  }
  if (isCourtListenerFile(file)) {
    return { file: source, summary: await importCourtListenerFile({ db, file, onProgress }) };
  }
  const lines = readLines(file);
  if (/\.tsv(\.gz)?$/i.test(file)) {
    const result = await importCitationIndex({ db, lines, source, onProgress });
    return {
      file: source,
      summary: `${result.cases} new cases from the citation index, ${result.volumes} reporter volumes covered, ${result.skipped} skipped`,
    };
  }
  const counts = await importOpinions({ db, lines, source, onProgress });
  return {
    file: source,
    summary: `${counts.cases} cases, ${counts.opinions} opinions, ${counts.edges} citation edges, ${counts.skipped} skipped`,
  };
}

/** `CORPUS_PATH` at start-up: imports its files, in order, only while the corpus is still empty. */
export async function importCorpusAtFirstStart(options: {
  db: Db;
  corpusPath: string | undefined;
  log: (line: string) => void;
}): Promise<FileImportResult[]> {
  const files = (options.corpusPath ?? '').split(path.delimiter).map((file) => file.trim()).filter(Boolean);
  if (files.length === 0) return [];
  // The built-in U.S. Reports index does not count: CORPUS_PATH may be set after it was loaded at a first start.
  const [row] = await selectRows<{ loaded: boolean }>(
    options.db,
    sql`select exists (select 1 from cases where source <> ${BUILTIN_INDEX_SOURCE}) as loaded`,
  );
  if (row?.loaded) return [];
  const results: FileImportResult[] = [];
  for (const file of files) {
    options.log(`Importing the case-law corpus from ${file} (first start)...`);
    const imported = await importCorpusFile({ db: options.db, file });
    options.log(`${imported.file}: ${imported.summary}`);
    results.push(imported);
  }
  return results;
}
