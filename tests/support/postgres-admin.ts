import pg from 'pg';

/** Names of the databases test runs create on a real PostgreSQL server (DATABASE_URL): vd_test_<run pid>_… */
export const TEST_DATABASE_PREFIX = 'vd_test_';
const RUN_ENV = 'VD_TEST_RUN';

/** This run's prefix: the global set-up's process id, so concurrent runs never drop each other's databases. */
export function runDatabasePrefix(): string {
  return `${TEST_DATABASE_PREFIX}${process.env[RUN_ENV] ?? process.pid}_`;
}

/**
 * Called by the global set-up, before the test workers start (they inherit the variable). False when this run was
 * already marked: the api and e2e projects both have the set-up, and the run needs it once.
 */
export function markTestRun(): boolean {
  if (process.env[RUN_ENV]) return false;
  process.env[RUN_ENV] = String(process.pid);
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

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

/** Drops this run's databases, and those of earlier runs whose process is gone (interrupted runs). */
export async function dropTestDatabases(url: string): Promise<void> {
  const own = runDatabasePrefix();
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const runPid = Number(/^vd_test_(\d+)_/.exec(datname)?.[1]);
      const leftover = !Number.isInteger(runPid) || !isAlive(runPid);
      if (datname.startsWith(own) || leftover) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}
