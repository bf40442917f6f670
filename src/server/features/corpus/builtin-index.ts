import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { loadUnpagedDecisions } from './builtin-unpaged';
import { importCitationIndex } from './citation-index';
import { readLines } from './read-lines';

/** The `source` of the cases and volumes the shipped index adds, so the status can tell them from an import. */
export const BUILTIN_INDEX_SOURCE = 'U.S. Reports index (built-in)';

/** Shipped with the app (provenance in builtin/README.md); `npm run corpus:builtin` regenerates it. */
export const BUILTIN_INDEX_FILE = fileURLToPath(new URL('./builtin/us-reports-index.tsv.gz', import.meta.url));

/** The `source` of the decisions without a U.S. Reports page that the shipped index adds. */
export const BUILTIN_UNPAGED_SOURCE = 'Supreme Court decisions without a U.S. Reports page (built-in)';

/** Every decision of the SCOTUS data with no U.S. Reports page yet: docket, name, year, term. */
export const BUILTIN_UNPAGED_FILE = fileURLToPath(new URL('./builtin/scotus-decisions-without-page.tsv.gz', import.meta.url));

/**
 * Loads the shipped U.S. Reports index when no U.S. Reports index is loaded yet, so verification knows every
 * U.S. Reports citation on a fresh install. Only the index writes reporter coverage, so one indexed lookup is
 * the marker and later starts cost nothing. The decisions without a page yet are added by their own marker, so an
 * install that loaded the index before they shipped gets them too. Returns the number of cases the index
 * added, or null when it was already loaded.
 */
export async function loadBuiltinCitationIndex(options: {
  db: Db;
  log: (line: string) => void;
  file?: string;
  unpagedFile?: string;
}): Promise<number | null> {
  const { db, log } = options;
  const [row] = await selectRows<{ loaded: boolean; imported: boolean }>(
    db,
    sql`select exists (select 1 from reporter_coverage where reporter = 'U.S.') as loaded,
               exists (select 1 from reporter_coverage where reporter = 'U.S.' and source <> ${BUILTIN_INDEX_SOURCE}) as imported`,
  );
  // An operator's own U.S. Reports index is their corpus; the shipped decisions complete only the shipped index.
  if (!row?.imported) await loadUnpagedDecisions({ db, log, file: options.unpagedFile ?? BUILTIN_UNPAGED_FILE, source: BUILTIN_UNPAGED_SOURCE });
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
