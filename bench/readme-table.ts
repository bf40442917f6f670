/**
 * The README's benchmark table, kept between `<!-- bench-table:start -->` and `<!-- bench-table:end -->`: one row per
 * hot path and database, each from the latest run that measured it, with the day and the machine's load average of
 * that run. `npm run bench -- --write-readme` calls writeReadmeTable with its run's rows.
 *
 * For other benchmarks (bench/scale): call `writeReadmeTable(rows, machine)` with your ReportRows (bench/report.ts;
 * fill `date` and `load`, or record them with recordRow under `npm run bench`, which stamps both). A row replaces the
 * row of the same `path` and `database` where it stands; a new one is added at the end; every other row is kept. So
 * give each size its own path ('search p95, 100k opinions') to keep one row per size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReportRow } from './report';

export const README_FILE = fileURLToPath(new URL('../README.md', import.meta.url));
export const START_MARKER = '<!-- bench-table:start -->';
export const END_MARKER = '<!-- bench-table:end -->';

const HEADER = ['path', 'database', 'measured', 'baseline in the same run', 'goal', 'ratio', 'measured on'];

const goalCell = (row: ReportRow) => `${row.goal}${row.met === null ? '' : row.met ? ' (met)' : ' (NOT met)'}`;
const whenCell = (row: ReportRow) => `${row.date ?? 'unknown day'}, load ${row.load === undefined ? '?' : row.load.toFixed(1)}`;

function cells(row: ReportRow): string[] {
  return [row.path, row.database || '–', row.measured, row.baseline, goalCell(row), row.ratio, whenCell(row)];
}

const line = (values: string[]) => `| ${values.map((value) => value.replaceAll('|', '\\|')).join(' | ')} |`;

/** The block's text: the machine, then the table. */
export function renderBlock(rows: ReportRow[], machine: string): string {
  return [
    `Written by \`npm run bench -- --write-readme\`, each row from the latest run that measured it, on ${machine}. ` +
      'The last column is the day and the 1-minute load average as the row was measured: compare ratios, not times.',
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) => line(cells(row))),
  ].join('\n');
}

/** The cells of a table line, `\|` read back as a pipe inside a cell. */
function splitLine(text: string): string[] {
  return text
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll('\\|', '|'));
}

function parseRow(values: string[]): ReportRow {
  const [path = '', database = '', measured = '', baseline = '', goal = '', ratio = '', when = ''] = values;
  const verdict = / \((met|NOT met)\)$/.exec(goal);
  const stamp = /^(.+), load ([\d.]+|\?)$/.exec(when);
  return {
    path,
    database: database === '–' ? '' : database,
    measured,
    baseline,
    goal: verdict ? goal.slice(0, verdict.index) : goal,
    ratio,
    met: verdict ? verdict[1] === 'met' : null,
    ...(stamp?.[1] && stamp[1] !== 'unknown day' ? { date: stamp[1] } : {}),
    ...(stamp?.[2] && stamp[2] !== '?' ? { load: Number(stamp[2]) } : {}),
  };
}

/**
 * The rows of the block's table. A table with other columns (written before this format) gives none: its lines are
 * returned as `unreadable` so the caller can say what it replaced.
 */
export function parseBlock(block: string): { rows: ReportRow[]; unreadable: string[] } {
  const tableLines = block.split('\n').filter((text) => text.trim().startsWith('|'));
  if (tableLines.length === 0) return { rows: [], unreadable: [] };
  const [header, , ...body] = tableLines;
  if (splitLine(header ?? '').join('\n') !== HEADER.join('\n')) return { rows: [], unreadable: body };
  return { rows: body.map((text) => parseRow(splitLine(text))), unreadable: [] };
}

const key = (row: ReportRow) => `${row.path}\n${row.database}`;

/** `fresh` replaces the row of the same path and database where it stands; rows new to the table go at the end. */
export function mergeRows(existing: ReportRow[], fresh: ReportRow[]): ReportRow[] {
  const byKey = new Map(fresh.map((row) => [key(row), row]));
  const merged = existing.map((row) => byKey.get(key(row)) ?? row);
  const present = new Set(existing.map(key));
  return [...merged, ...fresh.filter((row) => !present.has(key(row)))];
}

/** The README with its block rewritten; throws when the markers are missing, rather than guessing a place. */
export function updateReadme(readme: string, fresh: ReportRow[], machine: string): { text: string; unreadable: string[] } {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`README has no ${START_MARKER} … ${END_MARKER} block to write the table into`);
  const { rows, unreadable } = parseBlock(readme.slice(start + START_MARKER.length, end));
  const block = renderBlock(mergeRows(rows, fresh), machine);
  return { text: `${readme.slice(0, start + START_MARKER.length)}\n${block}\n${readme.slice(end)}`, unreadable };
}

/** Writes `rows` into the README's table (see the file's comment); says which old lines it could not read. */
export function writeReadmeTable(rows: ReportRow[], machine: string, file = README_FILE): void {
  const { text, unreadable } = updateReadme(readFileSync(file, 'utf8'), rows, machine);
  writeFileSync(file, text);
  if (unreadable.length > 0) {
    console.log(`README: replaced ${unreadable.length} row(s) of a table in an older format:\n${unreadable.join('\n')}`);
  }
  console.log(`README: wrote ${rows.length} row(s) into the benchmark table (${file}).`);
}
