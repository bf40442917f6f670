import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { tokenReservations } from '../../src/server/db/schema';
import { createLedgerHistory } from '../../src/server/features/tokens/history';
import { createTokenLedger } from '../../src/server/features/tokens/ledger';
import type { LedgerEntry } from '../../src/shared/api/tokens';
import { runDatabasePrefix, withAdminClient, withDatabase } from '../support/postgres-admin';
import { startServerProcess, stopProcess, waitForOutput, type ServerProcess } from '../support/server-process';

const RESERVATION_TTL_MS = 1_000;
const RESERVED = 3_000;

describe('a crash between reserve and settle', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database of its own: a file-backed PGlite under a temporary DATA_DIR, or a new PostgreSQL database. */
  async function freshDatabase(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vd-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ dataDir }) };
    }
    const name = `${runDatabasePrefix()}crash_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    cleanups.push(() => withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}));
    const databaseUrl = withDatabase(adminUrl, name);
    return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl, dataDir }) };
  }

  async function startServer(env: Record<string, string>): Promise<ServerProcess> {
    // Without the built-in U.S. Reports index, which this test does not use and which a first start spends a minute
    // loading on a loaded machine.
    const server = await startServerProcess({ ...env, TOKEN_RESERVATION_TTL_MS: String(RESERVATION_TTL_MS), LOG_LEVEL: 'warn', BUILTIN_CITATION_INDEX: 'false' });
    cleanups.push(() => server.stop());
    return server;
  }

  async function withDatabaseOpen<T>(open: () => Promise<Database>, run: (database: Database) => Promise<T>): Promise<T> {
    const database = await open();
    try {
      return await run(database);
    } finally {
      await database.close();
    }
  }

  it('leaves the reservation to the start-up sweep, which gives the tokens back and keeps balance = sum of ledger', async () => {
    const database = await freshDatabase();

    // 1. A user signs up through the running server.
    let server = await startServer(database.env);
    const email = `crash-${Date.now()}@firm.test`;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse', name: 'Crash Tester' }),
    });
    expect(signUp.status).toBe(200);
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const cookie = signUp.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const tokenRes = await fetch(`${server.url}/api/auth/token`, { headers: { cookie } });
    expect(tokenRes.status).toBe(200);
    const { token } = (await tokenRes.json()) as { token: string };
    const api = (url: string, pathname: string) => fetch(`${url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await (await api(server.url, '/api/me')).json()).toMatchObject({ tokenCount: 10_000 });

    // PGlite is single-process: the server lets go of the database before the "streaming" process opens it.
    await server.stop();

    // 2. A process reserves 3,000 tokens for a stream and is killed before it settles.
    const streaming: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/support/reserve-and-hang.ts'], {
      env: { ...process.env, ...database.env, USER_ID: userId, AMOUNT: String(RESERVED), TOKEN_RESERVATION_TTL_MS: String(RESERVATION_TTL_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stopProcess(streaming, 'SIGKILL'));
    const { match } = await waitForOutput(streaming, /reserved ([0-9a-f-]{36})/, 45_000);
    const reservedAt = Date.now();
    const reservationId = match[1]!;
    await stopProcess(streaming, 'SIGKILL');
    expect(streaming.signalCode).toBe('SIGKILL');

    // The crash left the tokens held and the reservation open.
    await withDatabaseOpen(database.open, async ({ db }) => {
      const ledger = createTokenLedger(db, { reservationTtlMs: RESERVATION_TTL_MS });
      expect(await ledger.balance(userId)).toMatchObject({ trial: 10_000 - RESERVED });
      const [reservation] = await db.select().from(tokenReservations).where(eq(tokenReservations.id, reservationId));
      expect(reservation).toMatchObject({ status: 'open', amount: RESERVED });
    });

    // 3. The server restarts once the reservation has outlived its TTL; its start-up sweep releases it.
    await sleep(Math.max(0, reservedAt + RESERVATION_TTL_MS + 200 - Date.now()));
    server = await startServer(database.env);
    let tokenCount = -1;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(200)) {
      const res = await api(server.url, '/api/me');
      expect(res.status).toBe(200);
      tokenCount = ((await res.json()) as { tokenCount: number }).tokenCount;
      if (tokenCount === 10_000) break;
    }
    expect(tokenCount).toBe(10_000);

    const ledgerRes = await api(server.url, '/api/tokens/ledger');
    const { entries } = (await ledgerRes.json()) as { entries: LedgerEntry[] };
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['release', RESERVED],
      ['reserve', -RESERVED],
      ['grant', 10_000],
    ]);
    await server.stop();

    // 4. With the server stopped, the database itself agrees: balance = sum of ledger, nothing left open.
    await withDatabaseOpen(database.open, async ({ db }) => {
      expect(await createLedgerHistory(db).inconsistencies()).toEqual([]);
      const [reservation] = await db.select().from(tokenReservations).where(eq(tokenReservations.id, reservationId));
      expect(reservation?.status).toBe('released');
    });
  }, 120_000);
});
