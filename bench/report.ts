/**
 * The summary `npm run bench` prints at the end: each benchmark, besides its own detailed lines, records the row of
 * issue #16's table it measured (path, figure, baseline, ratio, goal). The runner points BENCH_REPORT at a JSON Lines
 * file shared by its child processes; a benchmark run on its own (no BENCH_REPORT) records nothing.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

export interface ReportRow {
  /** The hot path, as the table names it: 'authenticated GET /api/me, 50 connections'. */
  path: string;
  /** The database it ran on ('PGlite', 'PostgreSQL') or '' where none is involved. */
  database: string;
  /** Our figure, with its unit: '1,950 req/s, p99 31 ms'. */
  measured: string;
  /** The baseline measured in the same run, named: 'bare Fastify JSON reply: 21,000 req/s'. */
  baseline: string;
  /** How ours compares, worded so that its direction is plain: '0.093 of its req/s', '3.1× its time'. */
  ratio: string;
  /** The goal for the row, and whether this run met it. */
  goal: string;
  met: boolean | null;
  /** When it was measured and how busy the machine was then (1-minute load average); recordRow fills both in. */
  date?: string;
  load?: number;
}

/** Records the row with today's date and the load average now, as its measurement ends. */
export function recordRow(row: ReportRow): void {
  const file = process.env.BENCH_REPORT;
  const stamped: ReportRow = { date: new Date().toISOString().slice(0, 10), load: os.loadavg()[0], ...row };
  if (file) appendFileSync(file, `${JSON.stringify(stamped)}\n`);
}

/** The rows recorded so far; none when no benchmark recorded any (the file was never written). */
export function readRows(file: string): ReportRow[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReportRow);
}
