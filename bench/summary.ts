/** Issue #38's table as `npm run bench` measured it: one row per hot path and database, the ratio last. */
import type { ReportRow } from './report';

const COLUMNS: Array<{ title: string; cell: (row: ReportRow) => string }> = [
  { title: 'path', cell: (row) => row.path },
  { title: 'database', cell: (row) => row.database || '–' },
  { title: 'measured', cell: (row) => row.measured },
  { title: 'baseline in the same run', cell: (row) => row.baseline },
  { title: 'goal', cell: (row) => `${row.goal}${row.met === null ? '' : row.met ? ' (met)' : ' (NOT met)'}` },
  { title: 'ratio', cell: (row) => row.ratio },
];

/** A Markdown table, so the output can be pasted into a note as it is. */
export function summaryTable(rows: ReportRow[]): string {
  const cells = rows.map((row) => COLUMNS.map((column) => column.cell(row).replaceAll('|', '\\|')));
  const widths = COLUMNS.map((column, i) => Math.max(column.title.length, ...cells.map((line) => line[i]?.length ?? 0)));
  const line = (values: string[]) => `| ${values.map((value, i) => value.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(COLUMNS.map((column) => column.title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

export function printSummary(rows: ReportRow[], machine: string): void {
  if (rows.length === 0) return;
  console.log(`Summary (issue #38's table), ${machine}:\n`);
  console.log(summaryTable(rows));
  const missed = rows.filter((row) => row.met === false).length;
  console.log(`\n${rows.length} rows; ${missed === 0 ? 'every goal met' : `${missed} goal${missed === 1 ? '' : 's'} not met`}.`);
}
