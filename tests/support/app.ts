import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './database';
import { deleteRedisKeys, testKeyPrefix } from './redis';

/** A master key per test run, so the tests never write DATA_DIR/master.key (the server needs it at every start). */
export const TEST_MASTER_KEY = randomBytes(32).toString('base64');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database (or on `database`, prepared by the test), quiet, for `app.inject` tests.
 * With REDIS_URL in the environment its shared state is in Redis, under a key prefix of its own unless the test
 * gives one (`deps.sharedStateKeyPrefix`: apps with the same prefix are instances of one deployment); `env` may set
 * REDIS_URL to '' to keep it in process.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const env = { NODE_ENV: 'test', CLIENT_DIST_DIR: '/nonexistent', MASTER_KEY: TEST_MASTER_KEY, REDIS_URL: process.env.REDIS_URL ?? '', ...options.env };
  const config = loadConfig(env);
  const ownPrefix = options.deps?.sharedStateKeyPrefix ? null : testKeyPrefix();
  const app = await buildApp({ config, database, logger: false, sharedStateKeyPrefix: ownPrefix ?? undefined, ...options.deps }).catch(
    async (error: unknown) => {
      if (!options.database) await database.close();
      throw error;
    },
  );
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (config.REDIS_URL && ownPrefix) await deleteRedisKeys(config.REDIS_URL, ownPrefix);
    },
  };
}
