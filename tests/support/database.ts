import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, type Database } from '../../src/server/db/client';
import { loadPgliteCode } from '../../src/server/db/pglite-code';
import { runDatabasePrefix, withAdminClient, withDatabase } from './postgres-admin';

/**
 * Where the global set-up left this run's migrated template (a PGlite data directory as a tarball, or a PostgreSQL
 * database's name). Test files run in fresh processes, so a template made per file cost every file an initdb and
 * every migration; made once per run, each test database is a copy of it.
 */
const PGLITE_TEMPLATE_ENV = 'VD_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'VD_TEST_POSTGRES_TEMPLATE';

/** Called by the global set-up, before the workers start (they inherit the variables). */
export async function prepareTemplates(directory: string): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `${runDatabasePrefix()}template`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    const template = fromPostgres(withDatabase(adminUrl, name));
    await template.migrate();
    await template.close();
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    return;
  }
  const client = await PGlite.create();
  await fromPglite(client, 'memory://template').migrate();
  const file = `${directory}/pglite-template.tar`;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

function templateFrom(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the test through the api or e2e project, whose global set-up makes it`);
  return value;
}

/**
 * What every PGlite test database in this worker starts from: the template's files, and Postgres's engine loaded
 * once, as the server loads it (the machine code `npm run build` compiled, ADR 031), shared by all of them.
 */
let pgliteStart: Promise<{ loadDataDir: Blob; pgliteWasmModule: WebAssembly.Module; fsBundle: Blob; note: string }> | undefined;
function getPgliteStart() {
  pgliteStart ??= (async () => {
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const [template, code, bundle] = await Promise.all([
      readFile(templateFrom(PGLITE_TEMPLATE_ENV)),
      loadPgliteCode(),
      readFile(new URL('pglite.data', `file://${pglite}`)),
    ]);
    return { loadDataDir: new Blob([template]), pgliteWasmModule: code.module, fsBundle: new Blob([bundle]), note: code.note };
  })();
  return pgliteStart;
}

/**
 * A fresh, migrated database for one test: a PGlite copy of the run's template by default, or a new PostgreSQL
 * database made from the template when DATABASE_URL is set. Closing it also deletes it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { note, ...start } = await getPgliteStart();
    return fromPglite(await PGlite.create(start), 'memory://test', { module: start.pgliteWasmModule, note });
  }
  const { url, drop } = await createPostgresTestDatabase(adminUrl);
  const database = fromPostgres(url);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A new migrated PostgreSQL database, by its URL: several instances under test may each open it. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = templateFrom(POSTGRES_TEMPLATE_ENV);
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
