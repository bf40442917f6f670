import { dropTestDatabases, markTestRun } from './postgres-admin';

/** On PostgreSQL, clears databases a previous interrupted run may have left, before and after the run. */
export default async function setup() {
  markTestRun();
  const url = process.env.DATABASE_URL;
  if (!url) return;
  await dropTestDatabases(url);
  return async () => dropTestDatabases(url);
}
