import { inArray, sql, type SQL } from 'drizzle-orm';
import { caseCitations, courtlistenerClusters, opinions } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { citationEdgesOf, hashText, resolveCitationEdges } from '../importer';
import type { EdgeFields } from '../opinion-record';
import { deleteEdgesOfUpdated, edgeRow, insertEdges, insertedNow } from '../write-batch';
import type { Reference } from '../reference';
import type { SearchVectors, VectorClaim } from '../search-vectors';
import { importInBatches, type BulkImportOptions, type Tx } from './batches';
import { idOf, valueOf, type BulkRow } from './bulk-file';
import { htmlToText } from './html-text';

/** CourtListener's opinion types ('040dissent') as the labels the corpus shows. */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  '010combined': 'Opinion',
  '015unamimous': 'Unanimous Opinion',
  '020lead': 'Lead Opinion',
  '025plurality': 'Plurality Opinion',
  '030concurrence': 'Concurrence',
  '035concurrenceinpart': 'Concurrence in Part',
  '040dissent': 'Dissent',
  '050addendum': 'Addendum',
  '060remittitur': 'Remittitur',
  '070rehearing': 'Rehearing',
  '080onthemerits': 'On the Merits',
  '090onmotiontostrike': 'On Motion to Strike Cost Bill',
  '100trialcourt': 'Trial Court Document',
};
/** Where an opinion's text may be, best first: plain text as is, the marked-up versions with their tags stripped. */
const MARKUP_COLUMNS = ['html_with_citations', 'html_columbia', 'html_lawbox', 'xml_harvard', 'html_anon_2020', 'html'];
const EDGE_CHUNK = 5000;

type Opinion = { clusterId: number; type: string | null; author: string | null; text: string };
/** A batch read and worked on outside the database: each opinion's hash and citations, its vectors under way. */
type PreparedOpinions = { opinions: Array<Opinion & { textHash: string; edges: EdgeFields[] }>; vectors?: VectorClaim };
type SkipCounts = { text: number; cluster: number };

export const typeLabel = (type: string | null) => (type ? (TYPE_LABELS[type] ?? type.replace(/^\d+/, '')) || null : null);

function textOf(row: BulkRow): string | null {
  const plain = valueOf(row, 'plain_text');
  if (plain) return plain.replace(/\r\n?/g, '\n');
  for (const column of MARKUP_COLUMNS) {
    const markup = valueOf(row, column);
    const text = markup ? htmlToText(markup) : '';
    if (text) return text;
  }
  return null;
}

function opinionOf(row: BulkRow, skipped: SkipCounts): Opinion | null {
  const clusterId = idOf(row, 'cluster_id');
  if (clusterId === null) return null;
  const text = textOf(row);
  if (!text) {
    skipped.text += 1;
    return null;
  }
  return { clusterId, type: typeLabel(valueOf(row, 'type')), author: valueOf(row, 'author_str'), text };
}

type CitedReference = { citedVolume: number; citedReporter: string; citedPage?: string | null };
const sameReference = (reference: Reference, edge: CitedReference) =>
  reference.volume === edge.citedVolume &&
  reference.reporter === edge.citedReporter &&
  reference.page === edge.citedPage;

/** Hashes each opinion and reads its citations, and hands the texts to `searchVectors`, before the batch is written. */
export function prepareOpinions(batch: Opinion[], searchVectors?: SearchVectors): PreparedOpinions {
  return {
    opinions: batch.map((opinion) => ({ ...opinion, textHash: hashText(opinion.text), edges: citationEdgesOf(opinion.text, null) })),
    vectors: searchVectors?.submit(batch.map((opinion) => opinion.text)),
  };
}

/** Upserts the opinions by (case, text hash) and replaces their citation edges, dropping those to their own case. */
export async function writeOpinions(tx: Tx, { opinions: batch, vectors }: PreparedOpinions) {
  const searchVectors = await vectors?.take();
  const clusterIds = [...new Set(batch.map((opinion) => opinion.clusterId))];
  const mapped = await tx
    .select({ clusterId: courtlistenerClusters.clusterId, caseId: courtlistenerClusters.caseId })
    .from(courtlistenerClusters)
    .where(inArray(courtlistenerClusters.clusterId, clusterIds));
  const caseOfCluster = new Map(mapped.map((row) => [row.clusterId, row.caseId]));
  const rows = new Map<string, Omit<typeof opinions.$inferInsert, 'search'> & { search: SQL | null; edges: EdgeFields[] }>();
  let unplaced = 0;
  batch.forEach((opinion, index) => {
    const caseId = caseOfCluster.get(opinion.clusterId);
    if (caseId === undefined) {
      unplaced += 1;
      return;
    }
    const { type, author, text, textHash, edges } = opinion;
    // A vector computed elsewhere is PostgreSQL's own (ADR 032); without one the opinions trigger computes it.
    const vector = searchVectors?.[index];
    rows.set(`${caseId}:${textHash}`, { caseId, type, author, text, textHash, edges, search: vector ? sql`${vector}::tsvector` : null });
  });
  if (rows.size === 0) return { opinions: 0, edges: 0, unplaced };

  const caseIds = [...new Set([...rows.values()].map((row) => row.caseId))];
  const ownCitations = await tx.select().from(caseCitations).where(inArray(caseCitations.caseId, caseIds));
  const written = await tx
    .insert(opinions)
    .values([...rows.values()].map(({ edges: _edges, ...row }) => row))
    .onConflictDoUpdate({
      target: [opinions.caseId, opinions.textHash],
      // The same text may already be there from another source; what it lacks is filled, nothing is blanked.
      set: {
        type: sql`coalesce(excluded.type, ${opinions.type})`,
        author: sql`coalesce(excluded.author, ${opinions.author})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: opinions.id, caseId: opinions.caseId, textHash: opinions.textHash, inserted: insertedNow });

  // Edges are recomputed from the text on every import, so none is left stale or stored twice.
  await deleteEdgesOfUpdated(tx as unknown as Db, written);
  const edgeRows: Array<Record<string, unknown>> = [];
  for (const { id, caseId, textHash } of written) {
    const own = ownCitations.filter((citation) => citation.caseId === caseId);
    for (const edge of rows.get(`${caseId}:${textHash}`)!.edges) {
      if (!own.some((reference) => sameReference(reference, edge))) edgeRows.push(edgeRow(id, edge));
    }
  }
  // In chunks, so one JSON parameter stays a few megabytes however many citations the batch's opinions make.
  for (let start = 0; start < edgeRows.length; start += EDGE_CHUNK) {
    await insertEdges(tx as unknown as Db, edgeRows.slice(start, start + EDGE_CHUNK));
  }
  const edges = edgeRows.length;
  return { opinions: written.length, edges, unplaced };
}

/**
 * CourtListener's opinions, each attached to its cluster's case (so to the case it was merged into, if any): the
 * plain text, else a marked-up version as plain text; the type as a label; the author as written. Idempotent by
 * case and text hash, like the JSON Lines importer; citation edges are extracted and resolved at the end.
 */
export async function importOpinionTexts(options: BulkImportOptions): Promise<string> {
  const skipped: SkipCounts = { text: 0, cluster: 0 };
  const progress = await importInBatches({
    ...options,
    batchSize: options.batchSize ?? 100,
    required: ['cluster_id', ['plain_text', ...MARKUP_COLUMNS]],
    itemOf: (row) => opinionOf(row, skipped),
    prepare: (batch) => prepareOpinions(batch, options.searchVectors),
    async write(tx, batch, counts) {
      const result = await writeOpinions(tx, batch);
      counts.opinions += result.opinions;
      counts.edges += result.edges;
      counts.skipped += result.unplaced;
      skipped.cluster += result.unplaced;
    },
  });
  if (options.indexes !== 'caller') await resolveCitationEdges(options.db);
  return (
    `${progress.opinions} opinions, ${progress.edges} citation edges, ${progress.skipped} skipped ` +
    `(${skipped.text} without text, ${skipped.cluster} cluster not imported)`
  );
}
