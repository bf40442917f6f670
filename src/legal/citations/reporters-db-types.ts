/** One reporters-db edition: its abbreviation and the years it covers (null where reporters-db does not say). */
export type DbEditionRow = [abbreviation: string, startYear: number | null, endYear: number | null];

/** One reporters-db reporter as the generated module holds it. */
export type DbReporterRow = [
  name: string,
  citeType: string,
  /** The state of its first court ('Illinois'), null for federal and other reporters. */
  state: string | null,
  editions: DbEditionRow[],
  /** Variant spellings and the edition each stands for. */
  variations: Array<[spelling: string, edition: string]>,
];
