import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './database';

/** A master key per test run, so the tests never write DATA_DIR/master.key (the server needs it at every start). */
export const TEST_MASTER_KEY = randomBytes(32).toString('base64');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database (or on `database`, prepared by the test), quiet, for `app.inject` tests. */
export async function buildTestApp(
  options: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: TEST_MASTER_KEY, ...options.env });
  const app = await buildApp({ config, database, logger: false, ...options.deps });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
