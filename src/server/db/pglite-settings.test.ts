import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { selectRows } from './rows';

describe('the embedded PGlite database', () => {
  let database: Database | undefined;
  let dir = '';

  afterEach(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts with a small shared buffer pool, keeping PGlite’s own start parameters', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'volnadraft-pglite-settings-'));
    database = await openDatabase({ dataDir: dir });
    const [settings] = await selectRows<{ buffers: string; searchPath: string; timeout: string }>(
      database.db,
      sql`select current_setting('shared_buffers') as buffers, current_setting('search_path') as "searchPath",
                 current_setting('statement_timeout') as timeout`,
    );
    expect(settings?.buffers).toBe('16MB');
    expect(settings?.searchPath).toBe('public');
    expect(settings?.timeout).not.toBe('0');
  }, 60_000); // a new PGlite directory runs initdb first where no build made the empty database
});
