import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { extractCitations, resolveCitations, type CaseCitation } from '../../../legal/citations';
import type { Db } from '../../db/client';
import { analyzeCorpus, refreshAuthority } from './authority';
import { caseCitations, cases, citationEdges, courts, opinions } from '../../db/schema';
import { citationKey, parseReference, type Reference } from './reference';
import { captionYear, sentenceAround } from './text';

/** One line of the SCOTUS JSON Lines files (see ../shared/data/README.md). */
const recordSchema = z.object({
  citation: z.string().nullish(),
  docket: z.string().nullish(),
  name: z.string().trim().min(1),
  year: z.number().int().nullish(),
  author: z.string().nullish(),
  type: z.string().nullish(),
  text: z.string().min(1),
});
export type OpinionRecord = z.infer<typeof recordSchema>;

export type ImportCounts = {
  /** Distinct cases and opinions written (inserted or updated), edges stored, records that could not be used. */
  cases: number;
  opinions: number;
  edges: number;
  skipped: number;
};
export type ImportProgress = ImportCounts & { records: number };

export type Court = { id: string; name: string; citationString: string | null };
export const SUPREME_COURT: Court = { id: 'scotus', name: 'Supreme Court of the United States', citationString: 'SCOTUS' };

export interface ImportOptions {
  db: Db;
  /** JSON Lines, one record a line; blank lines are ignored. */
  lines: AsyncIterable<string>;
  /** Stored on each case as where it came from, e.g. the file name. */
  source?: string;
  /** The court every record belongs to; the SCOTUS files by default. */
  court?: Court;
  /** Records written per transaction; memory stays bounded by one batch. */
  batchSize?: number;
  /** Called after each batch. */
  onProgress?: (progress: ImportProgress) => void;
}

type PreparedRecord = {
  key: string;
  citation: Reference | null;
  record: OpinionRecord;
  year: number | null;
  yearSource: 'caption' | 'record' | null;
};

type EdgeRow = typeof citationEdges.$inferInsert;

const EDGE_CHUNK = 500;
// 'P. 280 U.S. 408' in a syllabus points at a page of the same report; the court did not cite it.
const SYLLABUS_POINTER_BEFORE = /\bPp?\.\s*$/;

function prepare(line: string): PreparedRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  const result = recordSchema.safeParse(parsed);
  if (!result.success) return null;
  const record = result.data;
  const citation = parseReference(record.citation);
  const docket = record.docket?.trim() || null;
  let key: string;
  if (citation) key = citationKey(citation);
  else if (docket) key = `docket:${docket}|${record.name.trim()}`;
  else return null;
  const fromCaption = captionYear(record.text, citation);
  return {
    key,
    citation,
    record: { ...record, docket },
    year: fromCaption ?? record.year ?? null,
    yearSource: fromCaption ? 'caption' : record.year ? 'record' : null,
  };
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The reference a short form ('5 U.S., at 177') stands for, taken from the full citation it refers to. */
function pageOf(full: CaseCitation, volume: number, reporter: string): string | null {
  const reference = [full, ...full.parallels].find((ref) => ref.volume === volume && ref.reporter === reporter);
  return reference ? String(reference.page) : null;
}

/** Case citations made by one opinion, without page markers (the library drops them) or the case citing itself. */
export function citationEdgesOf(
  text: string,
  own: Reference | null,
): Array<Omit<EdgeRow, 'citingOpinionId' | 'citedCaseId'>> {
  const edges: Array<Omit<EdgeRow, 'citingOpinionId' | 'citedCaseId'>> = [];
  for (const { citation, refersTo } of resolveCitations(extractCitations(text))) {
    if (citation.kind !== 'case' && citation.kind !== 'short-case') continue;
    // The reference starts after any case name, so look before the volume for a syllabus pointer.
    const referenceStart = citation.kind === 'case' ? text.indexOf(String(citation.volume), citation.start) : citation.start;
    if (SYLLABUS_POINTER_BEFORE.test(text.slice(Math.max(0, referenceStart - 6), referenceStart))) continue;
    const page =
      citation.kind === 'case'
        ? String(citation.page)
        : refersTo?.kind === 'case'
          ? pageOf(refersTo, citation.volume, citation.reporter)
          : null;
    if (own && page === own.page && citation.volume === own.volume && citation.reporter === own.reporter) continue;
    edges.push({
      kind: citation.kind,
      startOffset: citation.start,
      endOffset: citation.end,
      citedVolume: citation.volume,
      citedReporter: citation.reporter,
      citedPage: page,
      pin: citation.pin,
      citation: citation.text.replace(/\s+/g, ' ').trim(),
      context: sentenceAround(text, citation.start, citation.end),
    });
  }
  return edges;
}

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

async function writeBatch(
  db: Db,
  batch: PreparedRecord[],
  source: string,
  courtId: string,
): Promise<{ caseIds: number[]; opinionIds: number[]; edges: number }> {
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

    const opinionRows = new Map<string, typeof opinions.$inferInsert & { item: PreparedRecord }>();
    for (const item of batch) {
      const caseId = caseIdOf(item);
      const textHash = hashText(item.record.text);
      opinionRows.set(`${caseId}:${textHash}`, {
        caseId,
        type: item.record.type ?? null,
        author: item.record.author ?? null,
        text: item.record.text,
        textHash,
        item,
      });
    }
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
      .returning({ id: opinions.id, caseId: opinions.caseId, textHash: opinions.textHash });
    const opinionIds = written.map((row) => row.id);

    // An opinion's edges are recomputed from its text on every import, so a corrected text leaves no stale edge.
    await tx.delete(citationEdges).where(inArray(citationEdges.citingOpinionId, opinionIds));
    let edges = 0;
    let pending: EdgeRow[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      await tx.insert(citationEdges).values(pending);
      edges += pending.length;
      pending = [];
    };
    for (const row of written) {
      const opinion = opinionRows.get(`${row.caseId}:${row.textHash}`);
      if (!opinion) continue;
      for (const edge of citationEdgesOf(opinion.text, opinion.item.citation)) {
        pending.push({ ...edge, citingOpinionId: row.id, citedCaseId: null });
        if (pending.length >= EDGE_CHUNK) await flush();
      }
    }
    await flush();
    return { caseIds: caseRows.map((row) => row.id), opinionIds, edges };
  });
}

/**
 * Links every unresolved edge whose (volume, reporter, page) is a citation of a case in the corpus, then recounts
 * each case's authority and the planner's statistics; every kind of import ends here, so search stays current.
 */
export async function resolveCitationEdges(db: Db): Promise<number> {
  const result = await db
    .update(citationEdges)
    .set({ citedCaseId: caseCitations.caseId })
    .from(caseCitations)
    .where(
      and(
        isNull(citationEdges.citedCaseId),
        eq(caseCitations.volume, citationEdges.citedVolume),
        eq(caseCitations.reporter, citationEdges.citedReporter),
        eq(caseCitations.page, citationEdges.citedPage),
      ),
    )
    .returning({ id: citationEdges.id });
  await refreshAuthority(db);
  await analyzeCorpus(db);
  return result.length;
}

/**
 * Imports opinion records in batches of `batchSize`: upserts each case (by its reporter citation, else docket and
 * name), its citation and its opinion (by case and text hash, so a second import updates rather than duplicates),
 * replaces the opinion's citation edges, and at the end resolves edges to cases now in the corpus.
 */
export async function importOpinions(options: ImportOptions): Promise<ImportCounts> {
  const { db, lines, onProgress } = options;
  const source = options.source ?? 'import';
  const court = options.court ?? SUPREME_COURT;
  const batchSize = options.batchSize ?? 100;

  await db
    .insert(courts)
    .values(court)
    .onConflictDoUpdate({ target: courts.id, set: { name: court.name, citationString: court.citationString } });

  // Ids only (a few bytes per case), so the counts are of distinct rows even when a case spans batches.
  const caseIds = new Set<number>();
  const opinionIds = new Set<number>();
  const progress: ImportProgress = { records: 0, cases: 0, opinions: 0, edges: 0, skipped: 0 };
  let batch: PreparedRecord[] = [];

  let reported = 0;
  const flush = async () => {
    if (batch.length === 0) {
      // Trailing lines that were all skipped still show up in the last progress report.
      if (progress.records !== reported) onProgress?.({ ...progress });
      reported = progress.records;
      return;
    }
    const result = await writeBatch(db, batch, source, court.id);
    result.caseIds.forEach((id) => caseIds.add(id));
    result.opinionIds.forEach((id) => opinionIds.add(id));
    progress.edges += result.edges;
    progress.cases = caseIds.size;
    progress.opinions = opinionIds.size;
    batch = [];
    reported = progress.records;
    onProgress?.({ ...progress });
  };

  for await (const line of lines) {
    if (line.trim() === '') continue;
    progress.records += 1;
    const prepared = prepare(line);
    if (prepared) batch.push(prepared);
    else progress.skipped += 1;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await resolveCitationEdges(db);
  return { cases: progress.cases, opinions: progress.opinions, edges: progress.edges, skipped: progress.skipped };
}
