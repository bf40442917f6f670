import { describe, expect, it } from 'vitest';
import type { ReportRow } from './report';
import { summaryTable } from './summary';

const row = (fields: Partial<ReportRow>): ReportRow => ({
  path: 'authenticated GET /api/me, 50 connections',
  database: 'PGlite',
  measured: '9,000 req/s, p99 12 ms',
  baseline: 'bare Fastify JSON reply: 20,000 req/s',
  ratio: '0.45 of its req/s',
  goal: '≥ 0.35, p99 ≤ 25 ms',
  met: true,
  ...fields,
});

describe('the benchmark summary', () => {
  it('prints one Markdown row per measurement with the ratio in the last column', () => {
    const table = summaryTable([row({}), row({ database: '', path: 'initial JavaScript of the landing page', ratio: '0.9 of budget' })]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| path +\| database .*\| ratio +\|$/);
    expect(lines[2]).toMatch(/\| 0\.45 of its req\/s \|$/);
    expect(lines[3]).toContain('| –        |');
  });

  it('says whether each goal was met, and nothing where it could not be judged', () => {
    const table = summaryTable([row({ met: false }), row({ met: null, goal: '≥ 100× eyecite' })]);
    expect(table).toContain('≥ 0.35, p99 ≤ 25 ms (NOT met)');
    expect(table).toMatch(/≥ 100× eyecite +\|/);
  });

  it('escapes a pipe inside a cell so the table keeps its columns', () => {
    const table = summaryTable([row({ measured: 'a | b' })]);
    expect(table).toContain('a \\| b');
  });
});
