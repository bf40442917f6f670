import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareTemplates } from './database';
import { dropTestDatabases, markTestRun } from './postgres-admin';

/**
 * Once per run, before the workers start: the migrated template every test database is copied from, and on
 * PostgreSQL the clearing of databases a previous interrupted run may have left (again after the run). Both
 * projects that use it (api, e2e) run it; the second finds the template made.
 */
export default async function setup() {
  if (!markTestRun()) return;
  const url = process.env.DATABASE_URL;
  if (url) await dropTestDatabases(url);
  const directory = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-test-template-'));
  await prepareTemplates(directory);
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    if (url) await dropTestDatabases(url);
  };
}
