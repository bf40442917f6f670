import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { BulkImportOptions } from './batches';
import { importCitations } from './citations';
import { importClusters } from './clusters';
import { declareCourtCoverage } from './court-coverage';
import { importCourts } from './courts';
import { importDockets } from './dockets';
import { importOpinionTexts } from './opinions';

/** The bulk files read, by their published names ('opinion-clusters-2024-12-31.csv'), in the order to import them. */
const FILE_KINDS: ReadonlyArray<{ name: RegExp; importFile: (options: BulkImportOptions) => Promise<string> }> = [
  { name: /^courts/i, importFile: importCourts },
  { name: /^dockets/i, importFile: importDockets },
  { name: /^(opinion-)?clusters/i, importFile: importClusters },
  { name: /^citations/i, importFile: importCitations },
  { name: /^opinions/i, importFile: importOpinionTexts },
];

export const isCourtListenerFile = (file: string) => /\.csv(\.gz)?$/i.test(file);

/** Imports one CourtListener bulk CSV file by its kind and returns the summary line. */
export async function importCourtListenerFile(options: BulkImportOptions): Promise<string> {
  const name = path.basename(options.file);
  const kind = FILE_KINDS.find((candidate) => candidate.name.test(name));
  if (!kind) {
    throw new Error(
      `${name} is not a CourtListener bulk file this importer reads: expected courts-, dockets-, opinion-clusters-, ` +
        'citations- or opinions-<date>.csv (or .csv.gz), imported in that order',
    );
  }
  const summary = await kind.importFile(options);
  // The next files look their rows up by these tables' indexes; without statistics (PGlite runs no autovacuum, and
  // PostgreSQL's comes later) the planner takes a table of millions for a few pages and scans it for every batch.
  await options.db.execute(sql`analyze courtlistener_dockets, courtlistener_clusters, cases, case_citations`);
  // A cluster's court is its docket's, and the two files may come in either order: the second declares them all.
  if (!options.complete || (kind.importFile !== importClusters && kind.importFile !== importDockets)) return summary;
  return `${summary}; ${await declareCourtCoverage(options.db, options.file)}`;
}
