import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { pageRange, pageSpans } from '../../../legal/verification';
import { createCaseRepository } from '../research/case-repository';

export type CorpusCase = {
  caseId: number;
  name: string;
  year: number | null;
  /** The citation it was found under, e.g. '410 U.S. 113'. */
  citation: string;
  volume: number;
  reporter: string;
  page: number;
  /** The court's citation form ('11th Cir.'), where the corpus knows the court; null for the Supreme Court. */
  court?: string | null;
};

export type OpinionRecord = { text: string; type: string | null; author: string | null };

/** `snapshotDate`: the complete snapshot that declared the volume ('2024-12-31'); null for the U.S. Reports index. */
export type VolumeCoverage = { lastCasePage: number; source: string; snapshotDate: string | null };

type CaseRow = { case_id: string; name: string; year: number | null; volume: number; reporter: string; page: string; court?: string | null };

const toCase = (row: CaseRow): CorpusCase => ({
  caseId: Number(row.case_id),
  name: row.name,
  year: row.year,
  citation: `${row.volume} ${row.reporter} ${row.page}`,
  volume: row.volume,
  reporter: row.reporter,
  page: Number(row.page),
  court: row.court ?? null,
});

// The court as a citation names it: its citation form, or its id; none for the Supreme Court, as the Bluebook writes it.
const COURT = sql`(select case when ct.id = 'scotus' then null else coalesce(nullif(ct.citation_string, ''), ct.id) end
                   from courts ct where ct.id = c.court_id) as court`;

/** Read-only lookups of the public corpus that citation verification needs. */
export function createCitationLookupRepository(db: Db) {
  const cases = createCaseRepository(db);
  return {
    async caseAt(volume: number, reporter: string, page: number): Promise<CorpusCase | null> {
      const [row] = await selectRows<CaseRow>(
        db,
        sql`select cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page
            from case_citations cc join cases c on c.id = cc.case_id
            where cc.volume = ${volume} and cc.reporter = ${reporter} and cc.page = ${String(page)}`,
      );
      return row ? toCase(row) : null;
    },

    /** Every reporter citation the corpus holds for a case: its parallels, where an import recorded them. */
    async citationsOf(caseId: number) {
      return selectRows<{ volume: number; reporter: string; page: string }>(
        db,
        sql`select volume, reporter, page from case_citations where case_id = ${caseId} order by id`,
      );
    },

    async coverage(volume: number, reporter: string): Promise<VolumeCoverage | null> {
      const [row] = await selectRows<{ last_case_page: number; source: string; snapshot_date: string | Date | null }>(
        db,
        sql`select last_case_page, source, snapshot_date from reporter_coverage where volume = ${volume} and reporter = ${reporter}`,
      );
      if (!row) return null;
      const date = row.snapshot_date instanceof Date ? row.snapshot_date.toISOString().slice(0, 10) : row.snapshot_date;
      return { lastCasePage: row.last_case_page, source: row.source, snapshotDate: date };
    },

    /** The case a neutral citation names ('2013', 'IL App (1st)', '111279-U'), with its court. */
    async neutralCase(year: number, reporter: string, number: string): Promise<CorpusCase | null> {
      const [row] = await selectRows<CaseRow>(
        db,
        sql`select cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page, ${COURT}
            from case_citations cc join cases c on c.id = cc.case_id
            where cc.volume = ${year} and cc.reporter = ${reporter} and cc.page = ${number}`,
      );
      return row ? { ...toCase(row), citation: `${row.volume} ${row.reporter} ${row.page}` } : null;
    },

    /** The cases of a volume that start just before and just after `page`: where an opinion begins and ends. */
    async neighbours(volume: number, reporter: string, page: number) {
      const rows = await selectRows<CaseRow & { side: 'before' | 'after' }>(
        db,
        sql`(select 'before' as side, cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page, ${COURT}
             from case_citations cc join cases c on c.id = cc.case_id
             where cc.volume = ${volume} and cc.reporter = ${reporter} and cc.page ~ '^[0-9]+$'
               and cc.page::int <= ${page} order by cc.page::int desc limit 1)
            union all
            (select 'after' as side, cc.case_id, c.name, c.decided_year as year, cc.volume, cc.reporter, cc.page, ${COURT}
             from case_citations cc join cases c on c.id = cc.case_id
             where cc.volume = ${volume} and cc.reporter = ${reporter} and cc.page ~ '^[0-9]+$'
               and cc.page::int > ${page} order by cc.page::int limit 1)`,
      );
      const before = rows.find((row) => row.side === 'before');
      const after = rows.find((row) => row.side === 'after');
      return { before: before ? toCase(before) : null, after: after ? toCase(after) : null };
    },

    /**
     * Cases decided in `year` whose name holds `word`, with their citation in `reporter` if they have one: a slip
     * opinion, or a recent case the corpus knows by docket before its reporter page is printed.
     */
    async casesNamed(word: string, year: number, reporter: string) {
      return selectRows<{ case_id: string; name: string; year: number | null; docket: string | null; citation: string | null }>(
        db,
        sql`select c.id as case_id, c.name, c.decided_year as year, c.docket,
                   (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                     where cc.case_id = c.id and cc.reporter = ${reporter} order by cc.id limit 1) as citation
            from cases c
            where c.decided_year = ${year} and c.name ilike ${`%${word.replace(/[%_\\]/g, '')}%`}
            order by c.id limit 20`,
      );
    },

    /** Supreme Court decisions of `years` whose name holds `word`, with their U.S. Reports citation if they have one. */
    async supremeCourtDecisionsNamed(word: string, years: number[]) {
      return selectRows<{ case_id: string; name: string; year: number; docket: string | null; citation: string | null }>(
        db,
        sql`select c.id as case_id, c.name, c.decided_year as year, c.docket,
                   (select cc.volume || ' U.S. ' || cc.page from case_citations cc
                     where cc.case_id = c.id and cc.reporter = 'U.S.' order by cc.id limit 1) as citation
            from cases c
            where c.court_id = 'scotus' and c.decided_year in (${sql.join(years.map((year) => sql`${year}`), sql`, `)})
              and c.name ilike ${`%${word.replace(/[%_\\]/g, '')}%`}
            order by c.id limit 50`,
      );
    },

    /** How many Supreme Court decisions of `year` the corpus holds: none when the built-in index was not loaded. */
    async supremeCourtDecisionCount(year: number): Promise<number> {
      const [row] = await selectRows<{ count: string }>(
        db,
        sql`select count(*) as count from cases where court_id = 'scotus' and decided_year = ${year}`,
      );
      return Number(row?.count ?? 0);
    },

    /** Passages of later opinions citing the case that use a word of negative treatment, newest first. */
    async treatmentPassages(caseId: number) {
      return selectRows<{ case_id: string; name: string; year: number | null; citation: string | null; context: string }>(
        db,
        sql`select c.id as case_id, c.name, c.decided_year as year, e.context,
                   (select cc.volume || ' ' || cc.reporter || ' ' || cc.page from case_citations cc
                     where cc.case_id = c.id order by cc.id limit 1) as citation
            from citation_edges e join opinions o on o.id = e.citing_opinion_id join cases c on c.id = o.case_id
            where e.cited_case_id = ${caseId} and c.id <> ${caseId} and e.context ~* '(overrul|abrogat)'
            order by c.decided_year desc nulls last, e.id limit 40`,
      );
    },

    /** Later opinions citing the case whose text says, by its short name, that it is overruled (ADR 027). */
    opinionsSayingOverruled: (caseId: number, shortNames: string[]) => cases.opinionsSayingOverruled(caseId, shortNames),

    /** A case's opinions (majority, concurrences, dissents) with their type and author; empty when the corpus holds none. */
    async opinionRecords(caseId: number): Promise<OpinionRecord[]> {
      return selectRows<OpinionRecord>(db, sql`select text, type, author from opinions where case_id = ${caseId} order by id`);
    },

    /** The first and last page of a case's opinions, from the page markers in their texts; null when none has any. */
    async opinionPages(caseId: number): Promise<{ first: number; last: number } | null> {
      const rows = await selectRows<{ text: string }>(db, sql`select text from opinions where case_id = ${caseId}`);
      return pageRange(rows.flatMap((row) => pageSpans(row.text)));
    },
  };
}

export type CitationLookupRepository = ReturnType<typeof createCitationLookupRepository>;
