/** Which database the import and search benchmarks use; the app's own tables are never written. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, redactUrl, type Database } from '../src/server/db/client';
import { FULL_CORPUS_OPINIONS, countOpinions } from './corpus';

export interface Target {
  kind: 'PGlite' | 'PostgreSQL';
  /** The variables that point a benchmark process at this database (BENCH_DATA_DIR or BENCH_DATABASE_URL). */
  env: Record<string, string>;
  label: string;
  /** False for the app's DATABASE_URL: it is only read, never migrated or imported into. */
  writable: boolean;
  /** Deletes the database when the benchmark created it; a given one is kept. */
  remove(): Promise<void>;
}

const keep = async () => {};

/**
 * BENCH_DATA_DIR (a PGlite directory) or BENCH_DATABASE_URL when given; otherwise a fresh database the benchmark
 * owns: a new database on DATABASE_URL's server, or a temporary PGlite directory.
 */
export async function resolveTarget(): Promise<Target> {
  const { BENCH_DATA_DIR: dir, BENCH_DATABASE_URL: url, DATABASE_URL: appUrl } = process.env;
  if (dir) return { kind: 'PGlite', env: { BENCH_DATA_DIR: dir }, label: `PGlite in ${dir}`, writable: true, remove: keep };
  if (url) return { kind: 'PostgreSQL', env: { BENCH_DATABASE_URL: url }, label: `PostgreSQL ${redactUrl(url)}`, writable: true, remove: keep };
  if (appUrl) return createPostgresDatabase(appUrl);
  return createPgliteDatabase();
}

/**
 * The databases `npm run bench` runs the database benchmarks on: BENCH_DATA_DIR / BENCH_DATABASE_URL alone when
 * given; otherwise a new PGlite database, then, when DATABASE_URL is set, `postgres` (its own database holding the
 * corpus) or a new database beside it.
 */
export async function databaseTargets({ postgres }: { postgres: Target | null }): Promise<Target[]> {
  const { BENCH_DATA_DIR, BENCH_DATABASE_URL, DATABASE_URL } = process.env;
  if (BENCH_DATA_DIR || BENCH_DATABASE_URL) return [await resolveTarget()];
  const targets = [createPgliteDatabase()];
  if (DATABASE_URL) targets.push(postgres ?? (await createPostgresDatabase(DATABASE_URL)));
  return targets;
}

function createPgliteDatabase(): Target {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-bench-'));
  const remove = async () => rmSync(tmp, { recursive: true, force: true });
  return { kind: 'PGlite', env: { BENCH_DATA_DIR: tmp }, label: `a new PGlite database in ${tmp}`, writable: true, remove };
}

/** DATABASE_URL's database, read-only, when no bench database is given and it already holds the whole corpus. */
export async function appDatabaseWithCorpus(): Promise<Target | null> {
  const { BENCH_DATA_DIR, BENCH_DATABASE_URL, DATABASE_URL } = process.env;
  if (BENCH_DATA_DIR || BENCH_DATABASE_URL || !DATABASE_URL) return null;
  const target: Target = { kind: 'PostgreSQL', env: { BENCH_DATABASE_URL: DATABASE_URL }, label: `PostgreSQL ${redactUrl(DATABASE_URL)}`, writable: false, remove: keep };
  const database = await openTarget(target);
  try {
    return (await countOpinions(database.db)) >= FULL_CORPUS_OPINIONS ? target : null;
  } catch {
    return null; // no corpus tables yet
  } finally {
    await database.close();
  }
}

export async function openTarget(target: Target): Promise<Database> {
  const { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl } = target.env;
  const database = await openDatabase(databaseUrl ? { databaseUrl, dataDir: '' } : { dataDir: dataDir ?? '' });
  if (target.writable) await database.migrate();
  return database;
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database beside DATABASE_URL's (needs CREATEDB), dropped by `remove`. */
async function createPostgresDatabase(appUrl: string): Promise<Target> {
  const name = `volnadraft_bench_${process.pid}_${Date.now()}`;
  await onServer(appUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(appUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    env: { BENCH_DATABASE_URL: url.toString() },
    label: `a new PostgreSQL database ${name}`,
    writable: true,
    // WITH (FORCE), PostgreSQL 13+, ends any connection a failed benchmark left open.
    remove: () => onServer(appUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(keep),
  };
}
