import { sql } from 'drizzle-orm';
import { findDbEditions } from '../../../../legal/citations';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { resolveCitationEdges } from '../importer';
import { citationKey, parseReference, type Reference } from '../reference';
import { clusterKey, importInBatches, type BulkImportOptions, type Tx } from './batches';
import { idOf, valueOf, type BulkRow } from './bulk-file';
import { mergeCaseInto } from './merge-case';
import { createSnapshotCoverage } from './snapshot-coverage';

type Citation = { clusterId: number; reference: Reference };
type CaseRef = { id: number; key: string };
type SkipCounts = { reporter: number; cluster: number; held: number };

const referenceText = ({ volume, reporter, page }: Reference) => `${volume} ${reporter} ${page}`;

/**
 * The case now holding each reference: the case keyed by it (from JSON Lines or the U.S. Reports index), else the
 * case that has the citation. The references travel as one JSON parameter: a VALUES list of three bound parameters
 * a reference cost PostgreSQL more to bind and plan than the lookups themselves (an IN list of row values this long
 * brought PGlite down).
 */
async function holdersOf(tx: Tx, references: Reference[]): Promise<Map<string, CaseRef>> {
  const wanted = references.map((reference) => ({ ...reference, key: citationKey(reference) }));
  const rows = await selectRows<{ keyed: boolean; volume: number; reporter: string; page: string; id: number | string; key: string }>(
    tx as unknown as Db,
    sql`with wanted as (
        select * from json_to_recordset(${JSON.stringify(wanted)}::json) as w(volume integer, reporter text, page text, key text)
      )
      select false as keyed, w.volume, w.reporter, w.page, c.id, c.key
        from wanted w
        join case_citations cc on cc.volume = w.volume and cc.reporter = w.reporter and cc.page = w.page
        join cases c on c.id = cc.case_id
      union all
      select true as keyed, w.volume, w.reporter, w.page, c.id, c.key from wanted w join cases c on c.key = w.key`,
  );
  const holders = new Map<string, CaseRef>();
  // A case keyed by the citation wins over one that merely holds it.
  for (const keyed of [false, true]) {
    for (const row of rows) if (row.keyed === keyed) holders.set(referenceText(row), { id: Number(row.id), key: row.key });
  }
  return holders;
}

/**
 * Attaches each citation to its cluster's case. When another source already holds the same decision (a case keyed
 * by that citation, or holding it), the cluster's own case is merged into that one, so the corpus never has two
 * cases for it. A citation held by another cluster's case (CourtListener lists some table decisions under one page)
 * stays with the first, and the row is skipped.
 */
export async function writeCitations(tx: Tx, batch: Citation[], skipped: SkipCounts) {
  const clusterIds = [...new Set(batch.map((citation) => citation.clusterId))];
  const clusterCases = await selectRows<{ clusterId: number | string; id: number | string; key: string }>(
    tx as unknown as Db,
    sql`select m.cluster_id as "clusterId", c.id, c.key from courtlistener_clusters m join cases c on c.id = m.case_id
      where m.cluster_id in (select value::bigint from json_array_elements_text(${JSON.stringify(clusterIds)}::json))`,
  );
  const caseOfCluster = new Map(clusterCases.map((row) => [Number(row.clusterId), { id: Number(row.id), key: row.key }]));
  const holders = await holdersOf(tx, batch.map((citation) => citation.reference));
  const added = new Map<string, Reference>();
  let attached = 0;
  let merged = 0;
  const missing: Reference[] = [];

  for (const { clusterId, reference } of batch) {
    const own = caseOfCluster.get(clusterId);
    if (!own) {
      skipped.cluster += 1;
      missing.push(reference);
      continue;
    }
    const text = referenceText(reference);
    const holder = holders.get(text);
    if (!holder) {
      holders.set(text, own);
      added.set(text, reference);
    } else if (holder.id !== own.id) {
      if (holder.key.startsWith('cl:') || own.key !== clusterKey(clusterId)) {
        skipped.held += 1;
        continue;
      }
      await mergeCaseInto(tx, own.id, holder.id);
      merged += 1;
      // What the merged case held, and every cluster that was it, now belong to the case it joined.
      for (const [key, value] of holders) if (value.id === own.id) holders.set(key, holder);
      for (const [key, value] of caseOfCluster) if (value.id === own.id) caseOfCluster.set(key, holder);
    }
    attached += 1;
  }
  if (added.size > 0) {
    const rows = [...added].map(([text, reference]) => ({ ...reference, case_id: holders.get(text)!.id }));
    await tx.execute(sql`
      insert into case_citations (case_id, volume, reporter, page)
      select case_id, volume, reporter, page
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(case_id bigint, volume integer, reporter text, page text)
      on conflict do nothing`);
  }
  return { attached, merged, missing };
}

/** Neutral editions by the reporter as a file spells it: a snapshot's millions of rows use a few thousand spellings. */
const NEUTRAL_EDITIONS = new Map<string, { abbreviation: string } | null>();
const NEUTRAL_EDITIONS_LIMIT = 10_000;
function neutralEditionOf(reporter: string): { abbreviation: string } | null {
  let edition = NEUTRAL_EDITIONS.get(reporter);
  if (edition === undefined) {
    edition = findDbEditions(reporter).find((candidate) => candidate.citeType === 'neutral') ?? null;
    if (NEUTRAL_EDITIONS.size >= NEUTRAL_EDITIONS_LIMIT) NEUTRAL_EDITIONS.clear();
    NEUTRAL_EDITIONS.set(reporter, edition);
  }
  return edition;
}

/**
 * A state's public-domain citation ('2013', 'IL App (1st)', '111279-U'), stored like a reporter citation: the year
 * as volume, reporters-db's abbreviation, the decision's number as page. Null when the reporter is not a neutral one.
 */
function neutralReference(volume: string | null, reporter: string | null, page: string | null): Reference | null {
  const edition = neutralEditionOf(reporter ?? '');
  if (!edition || !/^(?:19|20)\d\d$/.test(volume ?? '') || !/^\d{1,7}(?:-[A-Z]|WC|[A-Z])?$/.test(page ?? '')) return null;
  return { volume: Number(volume), reporter: edition.abbreviation, page: page! };
}

function citationOf(row: BulkRow, skipped: SkipCounts): Citation | null {
  const clusterId = idOf(row, 'cluster_id');
  if (clusterId === null) return null;
  const [volume, reporter, page] = [valueOf(row, 'volume'), valueOf(row, 'reporter'), valueOf(row, 'page')];
  const reference = neutralReference(volume, reporter, page) ?? parseReference(`${volume} ${reporter} ${page}`);
  if (!reference) {
    skipped.reporter += 1;
    return null;
  }
  return { clusterId, reference };
}

/**
 * CourtListener's citations (volume, reporter, page of a cluster), with reporters normalised to canonical form. Of a
 * complete snapshot (`complete`), every reporter volume the file holds is then declared covered as of its date.
 */
export async function importCitations(options: BulkImportOptions): Promise<string> {
  const skipped: SkipCounts = { reporter: 0, cluster: 0, held: 0 };
  const coverage = options.complete ? createSnapshotCoverage(options.file) : null;
  let attached = 0;
  let merged = 0;
  const progress = await importInBatches({
    ...options,
    required: ['volume', 'reporter', 'page', 'cluster_id'],
    itemOf: (row) => citationOf(row, skipped),
    async write(tx, batch, counts) {
      const result = await writeCitations(tx, batch, skipped);
      if (coverage) {
        const missing = new Set(result.missing);
        for (const { reference } of batch) (missing.has(reference) ? coverage.clusterMissing : coverage.held)(reference);
      }
      attached += result.attached;
      merged += result.merged;
      counts.skipped += batch.length - result.attached;
    },
  });
  await resolveCitationEdges(options.db);
  const summary =
    `${attached} citations, ${merged} clusters merged into cases already in the corpus, ${progress.skipped} skipped ` +
    `(${skipped.reporter} unknown reporter or malformed, ${skipped.cluster} cluster not imported, ` +
    `${skipped.held} held by another cluster's case)`;
  if (!coverage) return summary;
  const { declared, holed } = await coverage.declare(options.db);
  const left = holed > 0 ? ` (${holed} left undeclared: a citation's cluster was not imported)` : '';
  return `${summary}; complete snapshot of ${coverage.snapshotDate}: ${declared} reporter volumes declared covered${left}`;
}
