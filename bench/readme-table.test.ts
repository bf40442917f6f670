import { describe, expect, it } from 'vitest';
import { END_MARKER, START_MARKER, mergeRows, parseBlock, renderBlock, updateReadme } from './readme-table';
import type { ReportRow } from './report';

const row = (fields: Partial<ReportRow>): ReportRow => ({
  path: 'authenticated GET /api/me, 50 connections',
  database: 'PGlite',
  measured: '9,000 req/s, p99 12 ms',
  baseline: 'bare Fastify JSON reply: 20,000 req/s',
  ratio: '0.45 of its req/s',
  goal: '≥ 0.35, p99 ≤ 25 ms',
  met: true,
  date: '2026-11-29',
  load: 4.2,
  ...fields,
});

const readme = (block: string) => `# App\n\n## Performance\n\n${START_MARKER}\n${block}\n${END_MARKER}\n\n## Next\n`;

describe("the README's benchmark table", () => {
  it('reads back every field it writes, a pipe inside a cell and an unjudged goal included', () => {
    const rows = [row({}), row({ database: '', measured: 'a | b', met: null, goal: '≥ 100× eyecite' }), row({ met: false })];
    expect(parseBlock(renderBlock(rows, 'a machine')).rows).toEqual(rows);
  });

  it('shows the day and the load average each row was measured at', () => {
    expect(renderBlock([row({ load: 5.07 })], 'a machine')).toContain('| 2026-11-29, load 5.1 |');
  });

  it('replaces a row of the same path and database where it stands and adds new ones at the end', () => {
    const old = [row({ path: 'import', database: 'PGlite' }), row({}), row({ path: 'import', database: 'PostgreSQL' })];
    const fresh = [row({ measured: '10,000 req/s' }), row({ path: 'search p95, 10k opinions' })];
    const merged = mergeRows(old, fresh);
    expect(merged.map((r) => `${r.path} ${r.database}`)).toEqual([
      'import PGlite',
      'authenticated GET /api/me, 50 connections PGlite',
      'import PostgreSQL',
      'search p95, 10k opinions PGlite',
    ]);
    expect(merged[1]?.measured).toBe('10,000 req/s');
  });

  it('rewrites only what lies between the markers, keeping rows it was not given', () => {
    const first = updateReadme(readme('old'), [row({ path: 'import' })], 'a machine').text;
    const second = updateReadme(first, [row({ measured: '1 req/s' })], 'another machine').text;
    expect(second.startsWith('# App\n\n## Performance\n\n')).toBe(true);
    expect(second.endsWith(`${END_MARKER}\n\n## Next\n`)).toBe(true);
    expect(second).toContain('another machine');
    expect(parseBlock(second).rows.map((r) => r.path)).toEqual(['import', 'authenticated GET /api/me, 50 connections']);
  });

  it('reports the lines of a table in an older format instead of dropping them silently', () => {
    const older = '| path | database | ratio |\n|---|---|---|\n| import | PGlite | 24× |';
    const { unreadable, text } = updateReadme(readme(older), [row({})], 'a machine');
    expect(unreadable).toEqual(['| import | PGlite | 24× |']);
    expect(parseBlock(text).rows).toHaveLength(1);
  });

  it('refuses a README without the markers', () => {
    expect(() => updateReadme('# App\n', [row({})], 'a machine')).toThrow(/bench-table:start/);
  });
});
