import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; written by the database (a generated column, a trigger) or an import (ADR 032), read in raw SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Courts, keyed by the Free Law Project courts-db id ('scotus'). */
export const courts = pgTable('courts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  citationString: text('citation_string'),
  /**
   * CourtListener's jurisdiction code from its courts file: 'F' federal appellate (with the Supreme Court), 'FD'
   * federal district, 'S' state supreme, 'SA' state appellate, 'ST' state trial, and others; null when not imported.
   */
  jurisdiction: text('jurisdiction'),
});

/**
 * The dates of a court's decisions a complete CourtListener snapshot holds (ADR 034): every decision of the court
 * filed from `firstFiled` to `lastFiled` is in it, so a citation naming the court and a date in that span is judged
 * by name against that day's decisions.
 */
export const courtCoverage = pgTable('court_coverage', {
  courtId: text('court_id')
    .primaryKey()
    .references(() => courts.id),
  firstFiled: date('first_filed', { mode: 'string' }).notNull(),
  lastFiled: date('last_filed', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  snapshotDate: date('snapshot_date', { mode: 'string' }).notNull(),
});

/**
 * One decided case. `key` is its natural key: 'us:410 U.S. 113' when it has a U.S. Reports citation, otherwise
 * 'docket:13-983|Roe v. Wade'. `year_source` says whether `decided_year` came from the case's own caption
 * ('caption') or from the record ('record'); a caption year is never replaced by a record year.
 */
export const cases = pgTable(
  'cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    courtId: text('court_id').references(() => courts.id),
    decidedYear: integer('decided_year'),
    yearSource: text('year_source', { enum: ['caption', 'record'] }),
    docket: text('docket'),
    /** Where the record came from, e.g. the file name it was imported from. */
    source: text('source').notNull(),
    /**
     * How many other cases in the corpus cite this one, and that count per year the corpus could have cited it: the
     * case's authority in search ranking. Recounted from the citation edges at the end of every import
     * (features/corpus/authority.ts), so reading them costs nothing at query time.
     */
    citedBy: integer('cited_by').notNull().default(0),
    authority: real('authority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english'::regconfig, ${cases.name}), 'A')`,
    ),
  },
  (t) => [index('cases_docket_idx').on(t.docket), index('cases_search_idx').using('gin', t.search)],
);

/** Each reporter citation of a case ('410 U.S. 113'); `reporter` is the canonical abbreviation. */
export const caseCitations = pgTable(
  'case_citations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    volume: integer('volume').notNull(),
    reporter: text('reporter').notNull(),
    page: text('page').notNull(),
  },
  (t) => [
    unique('case_citations_reference_key').on(t.volume, t.reporter, t.page),
    index('case_citations_case_idx').on(t.caseId),
  ],
);

/**
 * One opinion (majority, concurrence, dissent...) of a case. `text_hash` (sha256 of the text) with the case is the
 * natural key, so importing the same text again updates the row instead of adding one.
 */
export const opinions = pgTable(
  'opinions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type'),
    author: text('author'),
    text: text('text').notNull(),
    textHash: text('text_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * `setweight(to_tsvector('english', text), 'D')`, kept so by a trigger (migration 0026) unless an import gives the
     * same vector, computed by PostgreSQL's own function on another thread (ADR 032).
     */
    search: tsvector('search'),
  },
  (t) => [
    unique('opinions_case_text_key').on(t.caseId, t.textHash),
    index('opinions_search_idx').using('gin', t.search),
  ],
);

/**
 * A citation made by an opinion: the cited volume, reporter and page (null for a short form whose full citation
 * was not found earlier in the text), the pin, and the sentence around it. `cited_case_id` is set when the cited
 * case is in the corpus.
 */
export const citationEdges = pgTable(
  'citation_edges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    citingOpinionId: bigint('citing_opinion_id', { mode: 'number' })
      .notNull()
      .references(() => opinions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['case', 'short-case'] }).notNull(),
    startOffset: integer('start_offset').notNull(),
    endOffset: integer('end_offset').notNull(),
    citedVolume: integer('cited_volume').notNull(),
    citedReporter: text('cited_reporter').notNull(),
    citedPage: text('cited_page'),
    pin: text('pin'),
    citedCaseId: bigint('cited_case_id', { mode: 'number' }).references(() => cases.id, { onDelete: 'set null' }),
    /** The citation as written. */
    citation: text('citation').notNull(),
    /** The sentence around the citation, whitespace collapsed, at most 400 characters. */
    context: text('context').notNull(),
  },
  (t) => [
    unique('citation_edges_position_key').on(t.citingOpinionId, t.startOffset),
    index('citation_edges_reference_idx').on(t.citedVolume, t.citedReporter, t.citedPage),
    index('citation_edges_cited_case_idx').on(t.citedCaseId),
  ],
);

/**
 * Reporter volumes the corpus holds completely (every opinion that starts in them), as declared by a complete
 * index such as the U.S. Reports index. Only here may a well-formed citation that matches nothing be called
 * not-found; elsewhere the corpus cannot tell a fabricated case from one it lacks.
 */
export const reporterCoverage = pgTable(
  'reporter_coverage',
  {
    reporter: text('reporter').notNull(),
    volume: integer('volume').notNull(),
    /** The highest first page the index lists in the volume; later pages hold orders the index leaves out. */
    lastCasePage: integer('last_case_page').notNull(),
    source: text('source').notNull(),
    /**
     * The date of the complete snapshot (CourtListener's bulk citations) that declared the volume, e.g. '2024-12-31';
     * null for a volume declared by the U.S. Reports index.
     */
    snapshotDate: date('snapshot_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.reporter, t.volume] })],
);
