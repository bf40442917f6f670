/**
 * The corpus lookups of citation verification, each answering a list of questions with one query: the row of each
 * input is tagged with its position (`i`), and every input gets its answer at its own position, as the one-at-a-time
 * query gave it (same rows, same order, same limit). The questions are a VALUES list, joined to the tables' indexes,
 * or LATERAL where each needs its own ordered, limited search: one plan for the whole list. Where no index serves
 * (a name pattern, a court's decisions of a year) the questions share one scan of the cases.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { withIndexedSearch } from '../research/indexed-search';
import { COURT, toCase, type CaseRow, type CorpusCase, type OpinionRecord, type VolumeCoverage } from './corpus-case';

export type PageReference = { volume: number; reporter: string; page: string };
export type VolumeReference = { volume: number; reporter: string };
export type StoredCitation = { volume: number; reporter: string; page: string };
export type NamedCaseRow = { case_id: string; name: string; year: number | null; docket: string | null; citation: string | null };
export type TreatmentPassage = { case_id: string; name: string; year: number | null; citation: string | null; context: string };
export type OverrulingOpinion = { case_id: string; name: string; year: number | null; citation: string | null; text: string };

type Tagged = { i: number };

const values = (rows: SQL[]) => sql.join(rows, sql`, `);
const likePattern = (word: string) => `%${word.replace(/[%_\\]/g, '')}%`;

/** Each input's rows, in the order the query returned them, without the position tag. */
function grouped<T extends Tagged>(count: number, rows: T[]): Array<Array<Omit<T, 'i'>>> {
  const groups = Array.from({ length: count }, () => [] as Array<Omit<T, 'i'>>);
  for (const { i, ...row } of rows) groups[Number(i)]!.push(row);
  return groups;
}

/** Each case id's rows, in the order the query returned them, without the case id column `key`. */
function byCaseId<T extends { key: string }>(ids: readonly number[], rows: T[]): Array<Array<Omit<T, 'key'>>> {
  const groups = new Map(ids.map((id) => [id, [] as Array<Omit<T, 'key'>>]));
  for (const { key, ...row } of rows) groups.get(Number(key))?.push(row);
  return ids.map((id) => groups.get(id)!);
}

const idList = (ids: readonly number[]) => values(ids.map((id) => sql`${id}`));

export function createLookupBatches(db: Db) {
  return {
    /** The case each reference is the citation of (through the unique index on volume, reporter, page). */
    async casesAt(references: readonly PageReference[]): Promise<Array<CorpusCase | null>> {
      const list = values(references.map((r, i) => sql`(${i}::int, ${r.volume}::int, ${r.reporter}::text, ${r.page}::text)`));
      const rows = await selectRows<CaseRow & Tagged>(
        db,
        sql`select q.i, cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page, ${COURT}
            from (values ${list}) as q(i, volume, reporter, page)
            join case_citations cc on cc.volume = q.volume and cc.reporter = q.reporter and cc.page = q.page
            join cases c on c.id = cc.case_id`,
      );
      return grouped(references.length, rows).map(([row]) => (row ? toCase(row) : null));
    },

    async coverages(volumes: readonly VolumeReference[]): Promise<Array<VolumeCoverage | null>> {
      const list = values(volumes.map((v, i) => sql`(${i}::int, ${v.volume}::int, ${v.reporter}::text)`));
      const rows = await selectRows<Tagged & { last_case_page: number; source: string; snapshot_date: string | Date | null }>(
        db,
        sql`select q.i, rc.last_case_page, rc.source, rc.snapshot_date
            from (values ${list}) as q(i, volume, reporter)
            join reporter_coverage rc on rc.volume = q.volume and rc.reporter = q.reporter`,
      );
      return grouped(volumes.length, rows).map(([row]) => {
        if (!row) return null;
        const date = row.snapshot_date instanceof Date ? row.snapshot_date.toISOString().slice(0, 10) : row.snapshot_date;
        return { lastCasePage: row.last_case_page, source: row.source, snapshotDate: date };
      });
    },

    async citationsOf(caseIds: readonly number[]): Promise<StoredCitation[][]> {
      const rows = await selectRows<StoredCitation & { key: string }>(
        db,
        sql`select case_id as key, volume, reporter, page from case_citations where case_id in (${idList(caseIds)}) order by id`,
      );
      return byCaseId(caseIds, rows);
    },

    /** Each case's opinions (majority, concurrences, dissents) in the order they were stored. */
    async opinionsOf(caseIds: readonly number[]): Promise<OpinionRecord[][]> {
      const rows = await selectRows<OpinionRecord & { key: string }>(
        db,
        sql`select case_id as key, text, type, author from opinions where case_id in (${idList(caseIds)}) order by id`,
      );
      return byCaseId(caseIds, rows);
    },

    /**
     * The case of each reference's volume that starts at or just before its page (`before`), or just after it
     * (`after`): where an opinion begins and ends. The neighbour is chosen among the volume's citations alone (its
     * rows of the unique index), and only it is joined to its case.
     */
    async neighbours(side: 'before' | 'after', references: ReadonlyArray<VolumeReference & { page: number }>): Promise<Array<CorpusCase | null>> {
      const list = values(references.map((r, i) => sql`(${i}::int, ${r.volume}::int, ${r.reporter}::text, ${r.page}::int)`));
      const nearest =
        side === 'before'
          ? sql`x.page::int <= q.page order by x.page::int desc limit 1`
          : sql`x.page::int > q.page order by x.page::int limit 1`;
      const rows = await selectRows<CaseRow & Tagged>(
        db,
        sql`select q.i, cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page, ${COURT}
            from (values ${list}) as q(i, volume, reporter, page)
            cross join lateral (select x.case_id, x.volume, x.reporter, x.page from case_citations x
                                where x.volume = q.volume and x.reporter = q.reporter and x.page ~ '^[0-9]+$' and ${nearest}) cc
            join cases c on c.id = cc.case_id`,
      );
      return grouped(references.length, rows).map(([row]) => (row ? toCase(row) : null));
    },

    /**
     * Cases decided in `year` whose name holds `word`, with their citation in `reporter` if they have one. No index
     * serves a name pattern, so all the questions share one scan of the cases (hash-joined by year), not one each.
     */
    async casesNamed(questions: ReadonlyArray<{ word: string; year: number; reporter: string }>): Promise<NamedCaseRow[][]> {
      const list = values(questions.map(({ word, year, reporter }, i) => sql`(${i}::int, ${likePattern(word)}::text, ${year}::int, ${reporter}::text)`));
      const rows = await selectRows<NamedCaseRow & Tagged>(
        db,
        sql`select m.i, m.case_id, m.name, m.year, m.docket,
                   (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                     where cc.case_id = m.case_id and cc.reporter = m.reporter order by cc.id limit 1) as citation
            from (select q.i, q.reporter, c.id as case_id, c.name, c.decided_year as year, c.docket,
                         row_number() over (partition by q.i order by c.id) as n
                  from (values ${list}) as q(i, pattern, year, reporter)
                  join cases c on c.decided_year = q.year and c.name ilike q.pattern) m
            where m.n <= 20
            order by m.i, m.case_id`,
      );
      return grouped(questions.length, rows);
    },

    /**
     * Supreme Court decisions of `years` whose name holds `word`, with their U.S. Reports citation if they have one;
     * one scan of the cases for all the questions, as for casesNamed (a case has one year, so no row comes twice).
     */
    async supremeCourtDecisionsNamed(questions: ReadonlyArray<{ word: string; years: number[] }>): Promise<NamedCaseRow[][]> {
      if (questions.every(({ years }) => years.length === 0)) return questions.map(() => []);
      const list = values(
        questions.flatMap(({ word, years }, i) => [...new Set(years)].map((year) => sql`(${i}::int, ${likePattern(word)}::text, ${year}::int)`)),
      );
      const rows = await selectRows<NamedCaseRow & Tagged>(
        db,
        sql`select m.i, m.case_id, m.name, m.year, m.docket,
                   (select cc.volume || ' U.S. ' || cc.page from case_citations cc
                     where cc.case_id = m.case_id and cc.reporter = 'U.S.' order by cc.id limit 1) as citation
            from (select q.i, c.id as case_id, c.name, c.decided_year as year, c.docket,
                         row_number() over (partition by q.i order by c.id) as n
                  from (values ${list}) as q(i, pattern, year)
                  join cases c on c.decided_year = q.year and c.court_id = 'scotus' and c.name ilike q.pattern) m
            where m.n <= 50
            order by m.i, m.case_id`,
      );
      return grouped(questions.length, rows);
    },

    /** How many Supreme Court decisions of each year the corpus holds, counted in one scan of the cases. */
    async supremeCourtDecisionCounts(years: readonly number[]): Promise<number[]> {
      const list = values(years.map((year, i) => sql`(${i}::int, ${year}::int)`));
      const rows = await selectRows<Tagged & { count: string }>(
        db,
        sql`select q.i, count(c.id) as count
            from (values ${list}) as q(i, year) left join cases c on c.court_id = 'scotus' and c.decided_year = q.year
            group by q.i`,
      );
      return grouped(years.length, rows).map(([row]) => Number(row?.count ?? 0));
    },

    /** Passages of later opinions citing each case that use a word of negative treatment, newest first, 40 at most. */
    async treatmentPassages(caseIds: readonly number[]): Promise<TreatmentPassage[][]> {
      const list = values(caseIds.map((id, i) => sql`(${i}::int, ${id}::bigint)`));
      const rows = await selectRows<TreatmentPassage & Tagged & { edge_id: string }>(
        db,
        sql`select q.i, p.* from (values ${list}) as q(i, cited) cross join lateral (
              select c.id as case_id, c.name, c.decided_year as year, e.context, e.id as edge_id,
                     (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                       where cc.case_id = c.id order by cc.id limit 1) as citation
              from citation_edges e join opinions o on o.id = e.citing_opinion_id join cases c on c.id = o.case_id
              where e.cited_case_id = q.cited and c.id <> q.cited and e.context ~* '(overrul|abrogat)'
              order by c.decided_year desc nulls last, e.id limit 40) p
            order by q.i, p.year desc nulls last, p.edge_id`,
      );
      return grouped(caseIds.length, rows).map((passages) => passages.map(({ edge_id: _edgeId, ...passage }) => passage));
    },

    /**
     * Later opinions citing each case whose text says, by one of its short names, that it is overruled (ADR 027):
     * research's opinionsSayingOverruledQuery for each case, through the full-text index, in one statement.
     */
    async opinionsSayingOverruled(questions: ReadonlyArray<{ caseId: number; shortNames: string[] }>): Promise<OverrulingOpinion[][]> {
      const asked = questions.flatMap((question, i) => (question.shortNames.length > 0 ? [{ ...question, i }] : []));
      if (asked.length === 0) return questions.map(() => []);
      const list = values(
        asked.map(({ caseId, shortNames, i }) => {
          const named = sql.join(shortNames.map((name) => sql`plainto_tsquery('english', ${name})`), sql` || `);
          return sql`(${i}::int, ${caseId}::bigint, ${named})`;
        }),
      );
      // One plan for all the cases (a UNION ALL of one branch per case spent milliseconds planning each), its
      // full-text condition still read through the GIN index with each case's names.
      const rows = await withIndexedSearch(db, (tx) =>
        selectRows<OverrulingOpinion & Tagged & { opinion_id: string }>(
          tx,
          sql`select q.i, t.* from (values ${list}) as q(i, cited, named) cross join lateral (
                select c.id as case_id, c.name, c.decided_year as year, o.text, o.id as opinion_id,
                       (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                         where cc.case_id = c.id order by cc.id limit 1) as citation
                from opinions o join cases c on c.id = o.case_id
                where o.case_id in (select co.case_id from citation_edges e join opinions co on co.id = e.citing_opinion_id
                                    where e.cited_case_id = q.cited)
                  and c.id <> q.cited
                  and o.search @@ (to_tsquery('english', 'overrul:* | abrog:*') && q.named)) t
              order by q.i, t.year nulls last, t.opinion_id`,
        ),
      );
      return grouped(questions.length, rows).map((opinions) => opinions.map(({ opinion_id: _opinionId, ...opinion }) => opinion));
    },
  };
}

export type LookupBatches = ReturnType<typeof createLookupBatches>;
