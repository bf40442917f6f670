import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { desc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { selectRows } from '../../src/server/db/rows';
import { corpusImportJobs } from '../../src/server/db/schema';
import { importCorpusAtFirstStart, resumeInterruptedImports } from '../../src/server/features/corpus-imports/resume';
import type { CorpusStatus } from '../../src/shared/api/research';
import { researchCorpusFile } from '../support/corpus';
import { createTestDatabase } from '../support/database';
import { runDatabasePrefix, withAdminClient, withDatabase } from '../support/postgres-admin';
import { startServerProcess, stopProcess, waitForOutput } from '../support/server-process';

const CASES = 3_400;
const cite = (c: number) => `${100 + Math.floor(c / 50)} U.S. ${1 + (c % 50) * 10}`;

/**
 * A corpus made here: 3,400 cases, each citing the one before and another earlier one; a few blank and unusable
 * lines; and after them a dissent for every tenth case, citing a case outside the corpus, so that the cases a killed
 * run wrote are written again after the resume (and must not be counted twice).
 */
function corpusLines(): string[] {
  const lines: string[] = [];
  for (let c = 0; c < CASES; c += 1) {
    const cites = c > 0 ? ` See Case ${c - 1} v. State, ${cite(c - 1)} (1901); compare ${cite(Math.floor(c / 2))}.` : '';
    lines.push(JSON.stringify({ citation: cite(c), name: `Case ${c} v. State`, year: 1900 + (c % 100), type: 'majority', text: `Opinion of the Court in case ${c}.${cites} Affirmed.` }));
    if (c % 500 === 7) lines.push('');
    if (c % 700 === 11) lines.push('{"name": "no text, so not a record"}');
  }
  for (let c = 3; c < CASES; c += 10) {
    lines.push(JSON.stringify({ citation: cite(c), name: `Case ${c} v. State`, type: 'dissent', text: `Dissent in case ${c}. But see Other v. Other, 999 U.S. 1 (1950).` }));
  }
  return lines;
}
const RECORDS = corpusLines().filter((line) => line !== '').length;

type Counts = { cases: number; opinions: number; edges: number; resolved: number };
const DEFERRED = ['opinions_search_idx', 'citation_edges_reference_idx', 'citation_edges_cited_case_idx'];

async function countsOf(db: Database['db']): Promise<Counts> {
  const [row] = await selectRows<Record<keyof Counts, number>>(
    db,
    sql`select (select count(*)::int from cases) as cases, (select count(*)::int from opinions) as opinions,
          (select count(*)::int from citation_edges) as edges,
          (select count(*)::int from citation_edges where cited_case_id is not null) as resolved`,
  );
  return row!;
}
const indexesOf = async (db: Database['db']) =>
  (await selectRows<{ name: string }>(db, sql`select indexname as name from pg_indexes where indexname in (${sql.join(DEFERRED.map((n) => sql`${n}`), sql`, `)}) order by 1`)).map((r) => r.name);
const lastJob = async (db: Database['db']) => (await db.select().from(corpusImportJobs).orderBy(desc(corpusImportJobs.id)).limit(1))[0]!;

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own: a file-backed PGlite under a temporary DATA_DIR, or a new PostgreSQL database. */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vd-resume-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }) };
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${runDatabasePrefix()}resume_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  cleanups.push(() => withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}));
  const databaseUrl = withDatabase(adminUrl, name);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl, dataDir }) };
}

async function withOpen<T>(open: () => Promise<Database>, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function killedMidImportThenResumed(kind: 'pglite' | 'postgres') {
  const dir = mkdtempSync(path.join(tmpdir(), 'vd-resume-corpus-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'opinions.jsonl');
  writeFileSync(file, corpusLines().join('\n') + '\n');

  // The same file imported without interruption, for the counts to match.
  const baseline = await withOpen((await freshDatabase(kind)).open, async (database) => {
    await database.migrate();
    await importCorpusAtFirstStart({ db: database.db, corpusPath: file, log: () => {}, exclusive: true });
    return { counts: await countsOf(database.db), job: await lastJob(database.db) };
  });
  expect(baseline.job).toMatchObject({ state: 'done', records: RECORDS, cases: CASES, opinions: baseline.counts.opinions, resumes: 0 });
  expect(baseline.counts).toMatchObject({ cases: CASES, opinions: CASES + CASES / 10 });
  expect(baseline.counts.resolved).toBeGreaterThan(CASES);
  expect(baseline.counts.edges).toBeGreaterThan(baseline.counts.resolved);

  // 1. A process importing CORPUS_PATH is killed with SIGKILL once its checkpoint has passed 1,000 records.
  const target = await freshDatabase(kind);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/import-corpus-process.ts'], {
    env: { ...process.env, ...target.env, CORPUS_PATH: file },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => stopProcess(child, 'SIGKILL'));
  const { match } = await waitForOutput(child, /checkpoint ([1-9]\d{3,})/, 60_000);
  await stopProcess(child, 'SIGKILL');
  expect(child.signalCode).toBe('SIGKILL');
  const seen = Number(match[1]);

  // 2. The database opens again (PGlite recovers the directory a killed process left) and holds a partial corpus:
  // the job unfinished at its checkpoint, the counts there equal to the rows committed, the deferred indexes absent.
  const interrupted = await withOpen(target.open, async ({ db }) => {
    const job = await lastJob(db);
    const counts = await countsOf(db);
    expect(job).toMatchObject({ sourceKind: 'corpus-path', state: 'importing', indexesDeferred: true });
    expect(job.committed!.records).toBeGreaterThanOrEqual(seen);
    expect(job.committed!.records).toBeLessThan(RECORDS);
    expect(counts.opinions).toBe(job.committed!.opinions);
    expect(counts.edges).toBe(job.committed!.edges);
    expect(counts.opinions).toBeLessThan(baseline.counts.opinions);
    expect(await indexesOf(db)).toEqual([]);
    return job;
  });

  // 3. The server starts with the same CORPUS_PATH: the first-start import resumes from the checkpoint (on
  // PostgreSQL once the dead process's lease has run out, since another live instance might hold it).
  // Without the built-in U.S. Reports index, so the corpus holds the file's cases alone, as the baseline does.
  const server = await startServerProcess({ ...target.env, CORPUS_PATH: file, BUILTIN_CITATION_INDEX: 'false' });
  cleanups.push(() => server.stop());
  let status: CorpusStatus | undefined;
  const partial: CorpusStatus[] = [];
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(250)) {
    status = (await (await fetch(`${server.url}/api/research/status`)).json()) as CorpusStatus;
    if (status.currentImport === null) break;
    partial.push(status);
  }
  expect(status?.currentImport).toBeNull();
  if (kind === 'pglite') {
    expect(server.output()).toContain(`Resuming the first-start corpus import from opinions.jsonl after line ${interrupted.line.toLocaleString('en-US')}`);
  } else {
    expect(server.output()).toMatch(/The corpus is partial \([\d,]+ records, [\d,]+ opinions, [\d,]+ citation edges\): its first-start import is held by another process/);
    expect(partial[0]?.currentImport).toMatchObject({ fileName: 'opinions.jsonl', records: interrupted.committed!.records });
  }
  expect(status).toMatchObject({ cases: baseline.counts.cases, opinions: baseline.counts.opinions, citationEdges: baseline.counts.edges });
  await server.stop();

  // 4. The resumed corpus is the uninterrupted one, row for row; so are the job's counts; the indexes are back.
  await withOpen(target.open, async ({ db }) => {
    expect(await countsOf(db)).toEqual(baseline.counts);
    const job = await lastJob(db);
    expect(job).toMatchObject({ state: 'done', resumes: 1, records: baseline.job.records, cases: baseline.job.cases, opinions: baseline.job.opinions, edges: baseline.job.edges, skipped: baseline.job.skipped });
    expect(await indexesOf(db)).toEqual([...DEFERRED].sort());
  });
}

describe('a corpus import killed mid-run (SIGKILL) resumes to the exact counts', () => {
  it('on the embedded database (PGlite)', () => killedMidImportThenResumed('pglite'), 240_000);

  if (!process.env.DATABASE_URL) console.log('corpus import resume on PostgreSQL: skipped, DATABASE_URL is not set');
  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => killedMidImportThenResumed('postgres'), 240_000);
});

describe('resumeInterruptedImports, for a job queue or any process', () => {
  it('leaves a job a live process holds, and runs one whose process died to its end', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const { db } = database;
    const [job] = await db
      .insert(corpusImportJobs)
      .values({ sourceKind: 'corpus-path', source: researchCorpusFile, fileName: 'research-corpus.jsonl', localPath: researchCorpusFile, state: 'importing', owner: 'another-process', heartbeatAt: new Date() })
      .returning();
    const lines: string[] = [];
    const log = { info: (_details: object, message: string) => lines.push(message), warn: (_details: object, message: string) => lines.push(message) };

    expect(await resumeInterruptedImports({ db, log })).toBeNull(); // its lease is fresh: another process runs it
    await db.update(corpusImportJobs).set({ heartbeatAt: new Date(Date.now() - 60_000) });
    const ended = await resumeInterruptedImports({ db, log });
    expect(ended).toMatchObject({ id: job!.id, state: 'done', records: 4, cases: 4, opinions: 4, resumes: 1, owner: null });
    expect(lines[0]).toMatch(new RegExp(`^Resuming corpus import ${job!.id} \\(research-corpus.jsonl\\) from research-corpus.jsonl after line 0`));
    expect(await countsOf(db)).toMatchObject({ cases: 4, opinions: 4 });
    expect(await resumeInterruptedImports({ db, log })).toBeNull(); // nothing left unfinished
  });
});
