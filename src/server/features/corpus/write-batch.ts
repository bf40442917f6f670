import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseCitations, cases, citationEdges, opinions } from '../../db/schema';
import type { EdgeFields, PreparedRecord } from './opinion-record';

/** One case row per key in the batch: the last record's fields, and a caption year over a record year. */
function mergeCases(batch: PreparedRecord[], source: string, courtId: string) {
  const byKey = new Map<string, typeof cases.$inferInsert>();
  for (const item of batch) {
    const previous = byKey.get(item.key);
    const keepPreviousYear = previous?.yearSource === 'caption' && item.yearSource !== 'caption';
    byKey.set(item.key, {
      key: item.key,
      name: item.record.name.trim(),
      courtId,
      docket: item.record.docket ?? previous?.docket ?? null,
      decidedYear: keepPreviousYear ? previous.decidedYear : (item.year ?? previous?.decidedYear ?? null),
      yearSource: keepPreviousYear ? 'caption' : (item.yearSource ?? previous?.yearSource ?? null),
      source,
    });
  }
  return [...byKey.values()];
}

/** In an upsert's RETURNING: true for a row the statement inserted, false for one it updated (xmax is 0 only then). */
export const insertedNow = sql<boolean>`xmax = 0`;

/**
 * Deletes the citation edges of the opinions an upsert updated; one it inserted has none. Into a new corpus that is
 * every opinion, so no batch looks its edges up at all: the lookup was a scan of the whole edges table wherever the
 * planner had no statistics yet (PGlite runs no autovacuum), which made an import's time grow with the square of its
 * size.
 */
export async function deleteEdgesOfUpdated(tx: Db, written: Array<{ id: number; inserted: boolean }>): Promise<void> {
  const updated = written.filter((row) => !row.inserted).map((row) => row.id);
  if (updated.length > 0) await tx.delete(citationEdges).where(inArray(citationEdges.citingOpinionId, updated));
}

/** An edge as insertEdges reads it. */
export function edgeRow(citingOpinionId: number, edge: EdgeFields): Record<string, unknown> {
  return {
    citing_opinion_id: citingOpinionId,
    kind: edge.kind,
    start_offset: edge.startOffset,
    end_offset: edge.endOffset,
    cited_volume: edge.citedVolume,
    cited_reporter: edge.citedReporter,
    cited_page: edge.citedPage,
    pin: edge.pin,
    citation: edge.citation,
    context: edge.context,
  };
}

/**
 * Inserts a batch's citation edges in one statement: the rows travel as one JSON parameter (building thousands of
 * bound parameters cost more than the database's work), and each edge is linked to its cited case when that case
 * is already in the corpus, so the final resolution only has the edges whose case came later left to update.
 */
export async function insertEdges(tx: Db, rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into citation_edges (citing_opinion_id, kind, start_offset, end_offset, cited_volume, cited_reporter,
      cited_page, pin, cited_case_id, citation, context)
    select e.citing_opinion_id, e.kind, e.start_offset, e.end_offset, e.cited_volume, e.cited_reporter,
      e.cited_page, e.pin, cc.case_id, e.citation, e.context
    from json_to_recordset(${JSON.stringify(rows)}::json) as e(citing_opinion_id bigint, kind text,
      start_offset integer, end_offset integer, cited_volume integer, cited_reporter text, cited_page text,
      pin text, citation text, context text)
    left join case_citations cc
      on cc.volume = e.cited_volume and cc.reporter = e.cited_reporter and cc.page = e.cited_page`);
}

export type BatchResult = { caseIds: number[]; opinionIds: number[]; edges: number };

export type BatchToWrite = {
  batch: PreparedRecord[];
  source: string;
  courtId: string;
  /** Per record, its opinion's search vector as PostgreSQL's text form, computed elsewhere; null: the trigger computes it. */
  searchVectors?: Array<string | null>;
};

/**
 * Writes one batch in a transaction: upserts its cases (by key), their citations and its opinions (by case and
 * text hash), and replaces those opinions' citation edges. `andThen` runs in the same transaction (a resumable
 * import records how far it got there, so the batch and its checkpoint commit together or not at all).
 */
export async function writeBatch(
  db: Db,
  { batch, source, courtId, searchVectors }: BatchToWrite,
  andThen?: (tx: Db, result: BatchResult) => Promise<void>,
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const caseRows = await tx
      .insert(cases)
      .values(mergeCases(batch, source, courtId))
      .onConflictDoUpdate({
        target: cases.key,
        set: {
          name: sql`excluded.name`,
          courtId: sql`excluded.court_id`,
          docket: sql`coalesce(excluded.docket, ${cases.docket})`,
          source: sql`excluded.source`,
          // A year read from the case's own caption is never replaced by a record's year (README, known flaws).
          decidedYear: sql`case when excluded.year_source = 'caption' or ${cases.yearSource} is distinct from 'caption'
            then coalesce(excluded.decided_year, ${cases.decidedYear}) else ${cases.decidedYear} end`,
          yearSource: sql`case when excluded.year_source = 'caption' or ${cases.yearSource} is distinct from 'caption'
            then coalesce(excluded.year_source, ${cases.yearSource}) else ${cases.yearSource} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: cases.id, key: cases.key });
    const caseIdByKey = new Map(caseRows.map((row) => [row.key, row.id]));
    const caseIdOf = (item: PreparedRecord) => {
      const id = caseIdByKey.get(item.key);
      if (id === undefined) throw new Error(`case '${item.key}' was not written`);
      return id;
    };

    const citationRows = new Map<string, typeof caseCitations.$inferInsert>();
    for (const item of batch) {
      if (item.citation) citationRows.set(item.key, { caseId: caseIdOf(item), ...item.citation });
    }
    if (citationRows.size > 0) {
      await tx.insert(caseCitations).values([...citationRows.values()]).onConflictDoNothing();
    }

    // A text repeated for the same case is one opinion: the last record's fields and edges.
    const opinionRows = new Map<string, Omit<typeof opinions.$inferInsert, 'search'> & { search: SQL | null; item: PreparedRecord }>();
    batch.forEach((item, index) => {
      const caseId = caseIdOf(item);
      const vector = searchVectors?.[index];
      opinionRows.set(`${caseId}:${item.textHash}`, {
        caseId,
        type: item.record.type ?? null,
        author: item.record.author ?? null,
        text: item.record.text,
        textHash: item.textHash,
        search: vector == null ? null : sql`${vector}::tsvector`,
        item,
      });
    });
    const written = await tx
      .insert(opinions)
      .values([...opinionRows.values()].map(({ item: _item, ...row }) => row))
      .onConflictDoUpdate({
        target: [opinions.caseId, opinions.textHash],
        set: {
          type: sql`excluded.type`,
          author: sql`excluded.author`,
          text: sql`excluded.text`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: opinions.id, caseId: opinions.caseId, textHash: opinions.textHash, inserted: insertedNow });
    const opinionIds = written.map((row) => row.id);

    // An opinion's edges are recomputed from its text on every import, so a corrected text leaves no stale edge.
    await deleteEdgesOfUpdated(tx as unknown as Db, written);
    const edgeRows: Array<Record<string, unknown>> = [];
    for (const row of written) {
      const opinion = opinionRows.get(`${row.caseId}:${row.textHash}`);
      for (const edge of opinion?.item.edges ?? []) edgeRows.push(edgeRow(row.id, edge));
    }
    await insertEdges(tx as unknown as Db, edgeRows);
    const result = { caseIds: caseRows.map((row) => row.id), opinionIds, edges: edgeRows.length };
    await andThen?.(tx as unknown as Db, result);
    return result;
  });
}
