import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPostgres } from '../../src/server/db/client';
import { runDatabasePrefix, withAdminClient, withDatabase } from '../support/postgres-admin';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.log('scale-out tests skipped: they need PostgreSQL (set DATABASE_URL)');

/** An empty PostgreSQL database, as an operator creates one for a new deployment; dropped by `drop()`. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runDatabasePrefix()}scale_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl!, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(adminUrl!, name),
    drop: async () => void (await withAdminClient(adminUrl!, (client) => client.query(`drop database if exists "${name}" with (force)`))),
  };
}

describe.skipIf(!adminUrl)('instances starting together on one empty PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('migrate it fifteen at a time without an error, to one complete schema', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const instances = Array.from({ length: 15 }, () => fromPostgres(target.url));
    cleanups.push(async () => void (await Promise.all(instances.map((instance) => instance.close()))));

    const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));

    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    const applied = await withAdminClient(target.url, (client) =>
      client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations'),
    );
    const journal = (await import('../../src/server/db/migrations/meta/_journal.json')).default as { entries: unknown[] };
    expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
  });
});
