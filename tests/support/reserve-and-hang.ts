/**
 * A stand-in for a server process that crashes mid-stream: it opens the app's database, reserves tokens for a user
 * as a model call would, prints `reserved <id>`, and then waits forever without settling. The crash test SIGKILLs it.
 *
 * env: DATA_DIR or DATABASE_URL (the database), USER_ID, AMOUNT, TOKEN_RESERVATION_TTL_MS.
 */
import { openDatabase } from '../../src/server/db/client';
import { createTokenLedger } from '../../src/server/features/tokens/ledger';

const { DATA_DIR = './data', DATABASE_URL, USER_ID, AMOUNT, TOKEN_RESERVATION_TTL_MS = '1000' } = process.env;
if (!USER_ID || !AMOUNT) throw new Error('USER_ID and AMOUNT are required');

const database = await openDatabase({ databaseUrl: DATABASE_URL || undefined, dataDir: DATA_DIR });
const ledger = createTokenLedger(database.db, { reservationTtlMs: Number(TOKEN_RESERVATION_TTL_MS) });
const { reservationId } = await ledger.reserve({ userId: USER_ID, amount: Number(AMOUNT), reference: 'crash-test-stream' });
console.log(`reserved ${reservationId}`);
// The "stream" never ends: only SIGKILL stops this process, so nothing settles or releases the reservation.
setInterval(() => {}, 60_000);
