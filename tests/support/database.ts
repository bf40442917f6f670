import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, type Database } from '../../src/server/db/client';
import { runDatabasePrefix, withAdminClient, withDatabase } from './postgres-admin';

let pgliteTemplate: Promise<PGlite> | undefined;
let postgresTemplate: Promise<string> | undefined;

/** A migrated PGlite kept per worker; each test gets a clone of it, which is much faster than migrating again. */
function getPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    await fromPglite(client, 'memory://template').migrate();
    return client;
  })();
  return pgliteTemplate;
}

/** A migrated PostgreSQL database per worker, used as the TEMPLATE of each test's database. */
function getPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `${runDatabasePrefix()}tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    const template = fromPostgres(withDatabase(adminUrl, name));
    await template.migrate();
    await template.close();
    return name;
  })();
  return postgresTemplate;
}

/**
 * A fresh, migrated database for one test: a PGlite clone by default, or a new PostgreSQL database made from a
 * template when DATABASE_URL is set. Closing it also deletes it.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const clone = (await (await getPgliteTemplate()).clone()) as PGlite;
    return fromPglite(clone, 'memory://test');
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
  const template = await getPostgresTemplate(adminUrl);
  const name = `${runDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
