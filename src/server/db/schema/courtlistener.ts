import { bigint, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cases, courts } from './corpus';

/**
 * CourtListener dockets from its bulk files, only what a case takes from them. Kept in the database (not in
 * memory) so a cluster gets its court and docket number whether its docket file is imported before or after it.
 */
export const courtlistenerDockets = pgTable('courtlistener_dockets', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  courtId: text('court_id').references(() => courts.id),
  docketNumber: text('docket_number'),
});

/**
 * The case each CourtListener opinion cluster is: its own case (key 'cl:<cluster id>'), or, once its citations show
 * it is a decision the corpus already holds from another source, that case.
 */
export const courtlistenerClusters = pgTable(
  'courtlistener_clusters',
  {
    clusterId: bigint('cluster_id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    docketId: bigint('docket_id', { mode: 'number' }),
    /** The cluster's date_filed: a Westlaw or Lexis citation's date is judged against its court's decisions that day. */
    dateFiled: date('date_filed', { mode: 'string' }),
  },
  (t) => [
    index('courtlistener_clusters_case_idx').on(t.caseId),
    index('courtlistener_clusters_docket_idx').on(t.docketId),
    index('courtlistener_clusters_date_filed_idx').on(t.dateFiled),
  ],
);
