import pg from 'pg';

/** How the lock's connection shows in pg_stat_activity. */
export const LOCK_APPLICATION_NAME = 'volnadraft-startup-lock';

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `name`, so instances starting together on one
 * database take turns at it (migrations, first-start data loads) instead of racing. The lock lives on a connection
 * of its own, outside the pool and without the pool's statement timeout: waiting for another instance's migration
 * may take longer than any request should, and a pooled connection would go back to the pool still holding it.
 * If this process dies, PostgreSQL ends the session and the lock with it, so a crash never leaves it taken.
 */
export async function withAdvisoryLock<T>(connectionString: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: LOCK_APPLICATION_NAME });
  // A lost lock connection is reported by the query that needed it; an idle one dropping must not crash the process.
  client.on('error', (error) => console.warn(`PostgreSQL lock connection lost: ${error.message}`));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [`volnadraft:${name}`]);
    return await work();
  } finally {
    // Ending the session releases the lock: no unlock to forget, or to fail on a broken connection.
    await client.end().catch(() => undefined);
  }
}
