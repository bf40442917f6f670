import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DATA_PATH } from '../../shared/constants';
import type { z } from 'zod';
import type { databaseKindSchema } from '../../shared/api/health';
import { withAdvisoryLock } from './advisory-lock';
import { prepareNewPgliteDir } from './empty-database';
import { loadPgliteCode, type PgliteCode } from './pglite-code';
import { listenPglite, listenPostgres, type NoticeHandlers, type NoticeListener } from './notifications';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** An open database: the Drizzle handle, what it runs on, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where it lives, for the start-up line; never includes a password. */
  location: string;
  /** PGlite's: whether its engine's machine code was compiled ahead of time, or why not (ADR 031). */
  engineNote?: string;
  /** PGlite's compiled engine, for another instance of it on a worker thread (the import's search vectors, ADR 032). */
  pgliteModule?: WebAssembly.Module;
  /** Applies pending migrations; instances starting together on one PostgreSQL database take turns (ADR 019). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work one process at a time across every instance on this database (a PostgreSQL advisory lock
   * named `name`); on PGlite, which one process owns, it simply runs it.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Notices on a NOTIFY channel, until the database is closed. */
  listen(channel: string, handlers: NoticeHandlers): Promise<NoticeListener>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const statementTimeout = `SET statement_timeout = ${DATA_PATH.requestTimeoutMs}`;

/**
 * Postgres settings for the embedded database, added to PGlite's own start parameters. PGlite's Postgres heap is a
 * WebAssembly.Memory: it never shrinks, and its shared memory is zero-filled at start, so initdb's shared_buffers
 * of 128 MB was resident from the first query on (issue #16: the server's RSS). The database files stay in the
 * operating system's page cache, so a buffer miss costs a read call, not a disk read; searches took as long.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Keeps the listeners a database opened, so closing the database closes them too. */
function listenerRegistry() {
  const open = new Set<NoticeListener>();
  return {
    async add(listener: Promise<NoticeListener>) {
      const opened = await listener;
      open.add(opened);
      return opened;
    },
    closeAll: () => Promise.all([...open].map((listener) => listener.close())),
  };
}

export function fromPglite(client: PGlite, location: string, code?: Pick<PgliteCode, 'module' | 'note'>): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const listeners = listenerRegistry();
  return {
    db,
    kind: 'pglite',
    location,
    engineNote: code?.note,
    pgliteModule: code?.module,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    exclusive: (_name, work) => work(),
    ping: () => ping(db),
    listen: (channel, handlers) => listeners.add(listenPglite(client, channel, handlers)),
    async close() {
      await listeners.closeAll();
      await client.close();
    },
  };
}

export function fromPostgres(connectionString: string): Database {
  const pool = new pg.Pool({
    connectionString,
    statement_timeout: DATA_PATH.requestTimeoutMs,
    max: 10,
  });
  // An idle connection the server closes (a restart, a failover) must not crash the process: the pool replaces it.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = listenerRegistry();
  const exclusive = <T>(name: string, work: () => Promise<T>) => withAdvisoryLock(connectionString, name, work);
  return {
    db,
    kind: 'postgresql',
    location: redactUrl(connectionString),
    // Concurrent migrators race on CREATE SCHEMA/TABLE IF NOT EXISTS (duplicate pg_type rows) and on each migration.
    migrate: () => exclusive('migrations', () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder })),
    exclusive,
    ping: () => ping(db),
    listen: (channel, handlers) => listeners.add(listenPostgres(connectionString, channel, handlers)),
    async close() {
      await listeners.closeAll();
      await pool.end();
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite, running the machine code
 * `npm run build` compiled (`pgliteCodeFile`, dist/pglite by default) when it fits this Node. A new PGlite directory
 * starts as a copy of the build's empty database (`emptyDatabaseDir`), or by initdb where the build made none; `log`
 * says which (on stderr by default), and nothing for a directory that already holds a database.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteCodeFile?: string;
  emptyDatabaseDir?: string;
  log?: (line: string) => void;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'pglite');
  const start = prepareNewPgliteDir(dir, options.emptyDatabaseDir);
  if (start.kind !== 'existing') (options.log ?? console.warn)(start.note);
  const code = await loadPgliteCode(options.pgliteCodeFile);
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, pgliteWasmModule: code.module });
  await client.exec(statementTimeout);
  return fromPglite(client, dir, code);
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
