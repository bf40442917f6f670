import { sql } from 'drizzle-orm';

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

export type CaseRow = { case_id: string; name: string; year: number | null; volume: number; reporter: string; page: string; court?: string | null };

export const toCase = (row: CaseRow): CorpusCase => ({
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
export const COURT = sql`(select case when ct.id = 'scotus' then null else coalesce(nullif(ct.citation_string, ''), ct.id) end
                   from courts ct where ct.id = c.court_id) as court`;
