import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../src/server/app';
import { fromPostgres, type Database } from '../../src/server/db/client';
import { buildTestApp } from './app';
import { createPostgresTestDatabase, createTestDatabase } from './database';
import { deleteRedisKeys, testKeyPrefix } from './redis';

export interface TestInstances {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/**
 * Several instances of one deployment inside this test: one database (on PostgreSQL, each instance with its own
 * connections to it; on PGlite, the one embedded database) and, when REDIS_URL is set, one Redis key prefix.
 */
export async function buildInstances(
  count: number,
  options: { env?: Record<string, string>; deps?: Partial<Omit<AppDeps, 'config' | 'database'>> } = {},
): Promise<TestInstances> {
  const adminUrl = process.env.DATABASE_URL;
  const created = adminUrl ? await createPostgresTestDatabase(adminUrl) : null;
  const shared = created ? null : await createTestDatabase();
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const prefix = testKeyPrefix();
  const redisUrl = options.env?.REDIS_URL ?? process.env.REDIS_URL;

  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await shared?.close();
    await created?.drop();
    if (redisUrl) await deleteRedisKeys(redisUrl, prefix);
  };
  try {
    for (let i = 0; i < count; i++) {
      const database = created ? fromPostgres(created.url) : shared!;
      if (created) databases.push(database);
      apps.push((await buildTestApp({ database, env: options.env, deps: { ...options.deps, sharedStateKeyPrefix: prefix } })).app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}
