/**
 * Issue #38's goals as rows of the benchmark table (bench/report.ts), from one size's measurements, and the curve
 * that says past how many opinions PGlite no longer meets them.
 */
import os from 'node:os';
import { megabytes, millis, seconds } from '../format';
import type { ReportRow } from '../report';
import type { ImportResult } from './import-child';
import type { MeasureResult } from './measure-child';

export interface Measured {
  /** '10k opinions' or '10M citations'. */
  size: string;
  opinions: number;
  citations: number;
  database: 'PGlite' | 'PostgreSQL';
  imported: ImportResult;
  measured: MeasureResult;
  /** Decompression alone of the same files (`pigz -dc` or `zcat`), ms, and what did it. */
  decompress: { ms: number; tool: string };
}

const SEARCH_GOAL_MS = { PGlite: 1000, PostgreSQL: 300 } as const;
const SEARCH_VERSUS_SCAN = 0.1;
const CITATIONS_GOAL_MIN = { PGlite: 60, PostgreSQL: 30 } as const;
const CITATIONS_PEAK_BYTES = 2 ** 30;
const BRIEF_GOAL_MS = 2000;
/** The issue sets its citation-import and brief goals at 10M citation rows, its search goals at 300k opinions. */
const GOAL_CITATIONS = 10_000_000;
const GOAL_OPINIONS = 300_000;

const stamp = () => ({ date: new Date().toISOString().slice(0, 10), load: os.loadavg()[0] });

export function goalRows(m: Measured): ReportRow[] {
  const rows: ReportRow[] = [];
  const { database, imported, measured, decompress, size } = m;
  const peak = imported.maxRssBytes;
  const ratio = imported.ms / decompress.ms;
  const importRow: ReportRow = {
    path: `scale: import, ${size}`,
    database,
    measured: `${seconds(imported.ms)}, peak ${megabytes(peak)}`,
    baseline: `${decompress.tool} of the same files: ${seconds(decompress.ms)}`,
    ratio: `${ratio.toFixed(0)}× its time`,
    goal: '–',
    met: null,
    ...stamp(),
  };
  if (m.opinions === 0 && m.citations >= GOAL_CITATIONS) {
    const minutes = CITATIONS_GOAL_MIN[database];
    importRow.goal = `≤ ${minutes} min, peak ≤ 1 GB`;
    importRow.met = imported.ms <= minutes * 60_000 && peak <= CITATIONS_PEAK_BYTES;
  }
  rows.push(importRow);
  if (measured.search) {
    const atGoalSize = m.opinions >= GOAL_OPINIONS;
    const limit = SEARCH_GOAL_MS[database];
    const scan = measured.ripgrep;
    const versus = scan ? measured.search.p95 / scan.p95 : null;
    const goals = [`≤ ${SEARCH_VERSUS_SCAN}× the scan`, ...(atGoalSize ? [`≤ ${millis(limit)} at ${size}`] : [])];
    rows.push({
      path: `scale: search p95, ${size}`,
      database,
      measured: `p50 ${millis(measured.search.p50)}, p95 ${millis(measured.search.p95)}`,
      baseline: scan ? `ripgrep scan of the same ${megabytes(scan.textBytes)}: p95 ${millis(scan.p95)}` : 'ripgrep not installed',
      ratio: versus === null ? '–' : `${versus.toFixed(2)}× its time`,
      goal: goals.join(', '),
      met: versus === null ? null : versus <= SEARCH_VERSUS_SCAN && (!atGoalSize || measured.search.p95 <= limit),
      ...stamp(),
    });
  }
  if (measured.brief) {
    const atGoalSize = m.citations >= GOAL_CITATIONS;
    rows.push({
      path: `scale: ${measured.brief.citations}-citation brief checked, ${size}`,
      database,
      measured: millis(measured.brief.ms),
      baseline: '–',
      ratio: '–',
      goal: atGoalSize ? `≤ ${seconds(BRIEF_GOAL_MS)}` : '–',
      met: atGoalSize ? measured.brief.ms <= BRIEF_GOAL_MS : null,
      ...stamp(),
    });
  }
  return rows;
}

/**
 * Where PGlite stops meeting the search goals, from the sizes measured on it: the largest size at which it met them
 * all, and whether a larger one missed. PostgreSQL's numbers at the same sizes are the comparison.
 */
export function pgliteCurve(results: readonly Measured[]): string {
  const measured = results
    .filter((m) => m.database === 'PGlite' && m.measured.search)
    .sort((a, b) => a.opinions - b.opinions);
  if (measured.length === 0) return 'PGlite: no size with opinions measured.';
  const points = measured.map((m) => `${m.size}: search p95 ${millis(m.measured.search!.p95)}, import ${seconds(m.imported.ms)}`);
  const missed = measured.find((m) => goalRows(m).some((row) => row.met === false));
  const met = measured.filter((m) => !missed || m.opinions < missed.opinions).at(-1);
  const verdict = missed
    ? `past ${met ? met.size.replace(' opinions', '') : 'the smallest size measured,'} opinions use PostgreSQL (PGlite missed a goal at ${missed.size})`
    : `PGlite met every goal up to ${measured.at(-1)!.size} (the largest size measured)`;
  return `PGlite curve: ${points.join('; ')}. ${verdict}.`;
}
