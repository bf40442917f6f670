import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { loadPgliteCode } from '../../src/server/db/pglite-code';
import { buildTestApp, type TestApp } from '../support/app';
import { apiToken, bearer, buildUser, cookieFrom, signIn } from '../support/builders';

/**
 * A server's first start on a new PGlite data directory copies the build's empty database instead of running
 * initdb (issue #38: initdb peaked near 700 MB); what it then saves must be there at every later start.
 */
describe('the server on a new PGlite data directory', () => {
  let scratch: string;
  let emptyDatabaseDir: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'vd-new-data-dir-'));
    // What `npm run build` leaves in dist/pglite/empty-database (scripts/compile-pglite.ts), made here so the test
    // does not depend on a build.
    emptyDatabaseDir = path.join(scratch, 'empty-database');
    const code = await loadPgliteCode();
    await (await PGlite.create(emptyDatabaseDir, { pgliteWasmModule: code.module })).close();
  }, 300_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Starts the app on the data directory as main.ts opens it, runs `work` with it and what openDatabase logged, stops it. */
  async function atStart<T>(dataDir: string, work: (app: TestApp['app'], log: string[]) => Promise<T>): Promise<T> {
    const log: string[] = [];
    const database = await openDatabase({ dataDir, emptyDatabaseDir, log: (line) => log.push(line) });
    await database.migrate();
    const started = await buildTestApp({ database });
    try {
      return await work(started.app, log);
    } finally {
      await started.close();
    }
  }

  it('starts from the empty database, signs a user up, and keeps them at the next start', async () => {
    const dataDir = path.join(scratch, 'data');
    const user = await atStart(dataDir, async (app, log) => {
      expect(log).toEqual([`New PGlite database in ${path.join(dataDir, 'pglite')}: a copy of the build's empty database (${emptyDatabaseDir})`]);
      const signedUp = await buildUser(app);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(app, signedUp.cookie)) });
      expect(me.json()).toMatchObject({ email: signedUp.email });
      return signedUp;
    });

    // The empty database is still at hand: the directory, which now holds the user, must not be replaced by it.
    await atStart(dataDir, async (app, log) => {
      expect(log).toEqual([]);
      const signedIn = await signIn(app, user.email, user.password);
      expect(signedIn.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(await apiToken(app, cookieFrom(signedIn))) });
      expect(me.json()).toMatchObject({ email: user.email });
    });
  }, 120_000);
});
