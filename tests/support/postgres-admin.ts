import pg from 'pg';

/** Names of the databases the test run creates on a real PostgreSQL server (DATABASE_URL). */
export const TEST_DATABASE_PREFIX = 'vd_test_';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function dropTestDatabases(url: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${TEST_DATABASE_PREFIX}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
