import path from 'node:path';
import type { Db } from '../../db/client';
import { importCitationIndex } from './citation-index';
import { importCourtListenerFile, isCourtListenerFile } from './courtlistener/import-bulk-file';
import { importOpinions, type ImportOptions, type ImportProgress } from './importer';
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
  /** 'caller' inside `withIndexesBuiltOnce`, which builds the indexes after the last file. */
  indexes?: ImportOptions['indexes'];
  searchVectors?: ImportOptions['searchVectors'];
  /** Part of a complete snapshot (CourtListener bulk files only): its citations file declares coverage. */
  complete?: boolean;
}): Promise<FileImportResult> {
  const { db, file, onProgress, indexes, searchVectors, complete = false } = options;
  const source = path.basename(file);
  if (/\.bz2$/i.test(file)) {
    throw new Error(
      `${source} is bzip2-compressed, which the importer cannot read: decompress it first ` +
        `(bunzip2 -k ${source}) and import the .csv, or recompress it with gzip`,
    );
  }
  if (isCourtListenerFile(file)) {
    return { file: source, summary: await importCourtListenerFile({ db, file, onProgress, complete, searchVectors, indexes }) };
  }
  if (complete) {
    throw new Error(`${source}: only CourtListener bulk files (.csv, .csv.gz) can be imported as a complete snapshot`);
  }
  const lines = readLines(file);
  if (/\.tsv(\.gz)?$/i.test(file)) {
    const result = await importCitationIndex({ db, lines, source, onProgress });
    return {
      file: source,
      summary: `${result.cases} new cases from the citation index, ${result.volumes} reporter volumes covered, ${result.skipped} skipped`,
    };
  }
  const counts = await importOpinions({ db, lines, source, onProgress, indexes, searchVectors });
  return {
    file: source,
    summary: `${counts.cases} cases, ${counts.opinions} opinions, ${counts.edges} citation edges, ${counts.skipped} skipped`,
  };
}
