import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { importCorpusFile } from '../../src/server/features/corpus/import-file';
import { writeCourtListenerSample } from './courtlistener-sample';

const fixture = (...parts: string[]) => path.resolve('tests/fixtures', ...parts);
const partial = ['courts', 'dockets', 'opinion-clusters', 'citations', 'opinions'].map((kind) => fixture('courtlistener', `${kind}-2024-12-31.csv`));
const snapshot = ['courts-2025-06-30.csv', 'dockets-2025-06-30.csv', 'opinion-clusters-2025-06-30.csv', 'citations-2025-06-30.csv.gz'].map(
  (name) => fixture('courtlistener-snapshot', name),
);

/**
 * Imports every kind of corpus file one after another into `db`, as an operator might: the U.S. Reports index, JSON
 * Lines opinions, CourtListener's partial fixture, the complete-snapshot fixture and a generated snapshot of
 * `clusters` clusters (written into `dir`) whose citations span several batches and meet the cases already there.
 * Returns each file's summary line.
 */
export async function importEveryKind(db: Db, dir: string, clusters: number): Promise<string[]> {
  const summaries: string[] = [];
  const run = async (files: string[], complete = false) => {
    for (const file of files) summaries.push(`${path.basename(file)}: ${(await importCorpusFile({ db, file, complete })).summary}`);
  };
  await run([fixture('us-reports-index.tsv'), fixture('opinions.jsonl'), fixture('paged-opinions.jsonl')]);
  await run(partial);
  await run(snapshot, true);
  await run(await writeCourtListenerSample(dir, clusters), true);
  return summaries;
}

/**
 * The corpus tables as sorted text lines, rows named by their natural keys (a case by its key, an opinion by its
 * case and text hash) rather than by serial ids, which depend on the order rows were written in.
 */
export async function corpusRows(db: Db): Promise<string[]> {
  const tables: Record<string, ReturnType<typeof sql>> = {
    courts: sql`select id, name, citation_string from courts`,
    cases: sql`select key, name, court_id, decided_year, year_source, docket, source, cited_by, authority from cases`,
    case_citations: sql`select c.key, cc.volume, cc.reporter, cc.page from case_citations cc join cases c on c.id = cc.case_id`,
    clusters: sql`select m.cluster_id, c.key, m.docket_id from courtlistener_clusters m join cases c on c.id = m.case_id`,
    dockets: sql`select id, court_id, docket_number from courtlistener_dockets`,
    opinions: sql`select c.key, o.type, o.author, o.text_hash, md5(o.search::text) as search from opinions o join cases c on c.id = o.case_id`,
    edges: sql`select c.key, o.text_hash, e.kind, e.start_offset, e.end_offset, e.cited_volume, e.cited_reporter, e.cited_page,
      e.pin, cited.key as cited_key, e.citation, md5(e.context) as context
      from citation_edges e join opinions o on o.id = e.citing_opinion_id join cases c on c.id = o.case_id
      left join cases cited on cited.id = e.cited_case_id`,
    coverage: sql`select reporter, volume, last_case_page, source, snapshot_date::text from reporter_coverage`,
  };
  const lines: string[] = [];
  for (const [table, query] of Object.entries(tables)) {
    const rows = await selectRows<Record<string, unknown>>(db, query);
    lines.push(...rows.map((row) => `${table}\t${Object.values(row).map((value) => JSON.stringify(value)).join('\t')}`).sort());
  }
  return lines;
}
