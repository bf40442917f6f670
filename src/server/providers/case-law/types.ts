/** A reporter citation to look up online: '410 U.S. 113'. */
export type CitationReference = { volume: number; reporter: string; page: number };

export type OnlineCase = { name: string; year: number | null; url: string | null; citation: string };

/**
 * One answer per reference, in order. `throttled`: the service's allowance is used up for now; `unavailable`: it
 * could not be reached or answered with an error.
 */
export type OnlineAnswer =
  | { status: 'found'; case: OnlineCase }
  | { status: 'not-found' }
  | { status: 'throttled' }
  | { status: 'unavailable' };

/** An online case-law service that settles citations the offline corpus cannot. */
export interface OnlineCitationLookup {
  /** Shown to users as the source, e.g. 'CourtListener'. */
  readonly name: string;
  lookup(references: CitationReference[]): Promise<OnlineAnswer[]>;
}
