/**
 * Verifies the token invariant: every account's balance equals the sum of its ledger, in every bucket.
 * Usage: npm run tokens:check (reads DATABASE_URL / DATA_DIR like the server). Exits 1 when anything disagrees.
 */
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLedgerHistory } from '../src/server/features/tokens/history';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
// Brings a database that has never been started up to the current schema, as the server would.
await database.migrate();
try {
  const wrong = await createLedgerHistory(database.db).inconsistencies();
  if (wrong.length === 0) {
    console.log(`Token ledger OK: every balance equals the sum of its ledger (${database.kind}).`);
  } else {
    console.error(`Token ledger MISMATCH for ${wrong.length} account(s): ${wrong.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
