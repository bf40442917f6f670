import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { importCitationIndex } from './citation-index';
import { readLines } from './read-lines';

/** The `source` of the cases and volumes the shipped index adds, so the status can tell them from an import. */
export const BUILTIN_INDEX_SOURCE = 'U.S. Reports index (built-in)';

/** Shipped with the app (provenance in builtin/README.md); `npm run corpus:builtin` regenerates it. */
export const BUILTIN_INDEX_FILE = fileURLToPath(new URL('./builtin/us-reports-index.tsv.gz', import.meta.url));

/**
 * Loads the shipped U.S. Reports index when no U.S. Reports index is loaded yet, so verification knows every
 * U.S. Reports citation on a fresh install. Only the index writes reporter coverage, so one indexed lookup is
 * the marker and later starts cost nothing. Returns the number of cases added, or null when it was already loaded.
 */
export async function loadBuiltinCitationIndex(options: {
  db: Db;
  log: (line: string) => void;
  file?: string;
}): Promise<number | null> {
  const { db, log } = options;
  const [row] = await selectRows<{ loaded: boolean }>(
    db,
    sql`select exists (select 1 from reporter_coverage where reporter = 'U.S.') as loaded`,
  );
  if (row?.loaded) return null;
  log('Loading the built-in U.S. Reports citation index (first start)...');
  const started = Date.now();
  const result = await importCitationIndex({
    db,
    lines: readLines(options.file ?? BUILTIN_INDEX_FILE),
    source: BUILTIN_INDEX_SOURCE,
  });
  log(`U.S. Reports index: ${result.cases} cases, ${result.volumes} volumes in ${Date.now() - started} ms`);
  return result.cases;
}
