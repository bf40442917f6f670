/** A cited reference aggregated over citation edges, joined to its case when the corpus holds it. */
export type AuthorityRow = {
  volume: number;
  reporter: string;
  page: string;
  case_id: string | null;
  name: string | null;
  year: number | null;
  count: string;
};

/** '410 U.S. 113' from a stored reference. */
export const referenceText = (row: { volume: number | string; reporter: string; page: string }) =>
  `${row.volume} ${row.reporter} ${row.page}`;

export const toCitedAuthority = (row: AuthorityRow) => ({
  caseId: row.case_id === null ? null : Number(row.case_id),
  name: row.name,
  citation: referenceText(row),
  year: row.year,
  count: Number(row.count),
});
