import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database, quiet, for `app.inject` tests. */
export async function buildTestApp(
  options: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', ...options.env });
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
