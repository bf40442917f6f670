/** Issue #38's goals for the rows of the benchmark table, and whether a run met them. */

/**
 * Importing both SCOTUS files: at most 35× the decompressor's time with a peak of at most 500 MB on PGlite, at most
 * 20× on PostgreSQL (whose server, not the importing process, holds the database).
 */
const GOALS = {
  PGlite: { ratio: 35, peakMb: 500 },
  PostgreSQL: { ratio: 20, peakMb: null },
} as const;

export interface Verdict {
  ratio: number;
  goal: string;
  met: boolean;
}

export function importVerdict(run: { database: 'PGlite' | 'PostgreSQL'; importMs: number; baselineMs: number; peakBytes: number }): Verdict {
  const { ratio: allowed, peakMb } = GOALS[run.database];
  const ratio = run.importMs / run.baselineMs;
  const peakOk = peakMb === null || run.peakBytes <= peakMb * 2 ** 20;
  return {
    ratio,
    goal: `≤ ${allowed}× the decompressor${peakMb === null ? '' : `, peak ≤ ${peakMb} MB`}`,
    met: ratio <= allowed && peakOk,
  };
}

/** Search: p95 at most a tenth of the scan's, at every corpus size. */
export const SEARCH_GOAL_RATIO = 0.1;

export function searchVerdict(p95Ms: number, scanP95Ms: number): Verdict {
  const ratio = p95Ms / scanP95Ms;
  return { ratio, goal: `≤ ${SEARCH_GOAL_RATIO}× the scan`, met: ratio <= SEARCH_GOAL_RATIO };
}

/** GET /api/me at 50 connections: at least 0.35 of bare Fastify's req/s, with p99 at most 25 ms. */
export function apiMeVerdict(ours: { perSecond: number; p99: number }, bare: { perSecond: number }): Verdict {
  const ratio = ours.perSecond / bare.perSecond;
  return { ratio, goal: '≥ 0.35, p99 ≤ 25 ms', met: ratio >= 0.35 && ours.p99 <= 25 };
}
