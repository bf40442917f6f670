import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { INTERRUPTED_NOTE } from '../../src/server/features/drafts/stored-draft';
import { TEST_MASTER_KEY } from '../support/app';
import { buildMotionIntake, parseGenerationEvents } from '../support/drafts';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { runDatabasePrefix, withAdminClient, withDatabase } from '../support/postgres-admin';
import { startServerProcess, stopProcess, type ServerProcess } from '../support/server-process';

const HEARTBEAT_MS = 500;
/** Four missed beats (LEASE_HEARTBEATS) release the draft. */
const LEASE_MS = 4 * HEARTBEAT_MS;

describe('a server killed while it generates a draft', () => {
  const cleanups: Array<() => Promise<unknown> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database of its own: a file-backed PGlite under a temporary DATA_DIR, or a new PostgreSQL database. */
  async function freshDatabase(): Promise<Record<string, string>> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vd-gen-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return { DATA_DIR: dataDir, DATABASE_URL: '' };
    const name = `${runDatabasePrefix()}gencrash_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    cleanups.push(() => withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)));
    return { DATA_DIR: dataDir, DATABASE_URL: withDatabase(adminUrl, name) };
  }

  async function startServer(env: Record<string, string>, fake: FakeOpenAI): Promise<ServerProcess> {
    const server = await startServerProcess({
      ...env,
      MASTER_KEY: TEST_MASTER_KEY,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fake.baseUrl}/v1`,
      AI_MODEL: 'fake-model',
      AI_MAX_RETRIES: '0',
      GENERATION_HEARTBEAT_MS: String(HEARTBEAT_MS),
      // The built-in U.S. Reports index is not this test's; a first start spends a minute loading it under load.
      BUILTIN_CITATION_INDEX: 'false',
    });
    cleanups.push(() => server.stop());
    return server;
  }

  /** Signs in on one server and calls its API as that user (each server issues its own API tokens). */
  async function signedIn(server: ServerProcess, credentials: { email: string; password: string }, signUp = false) {
    const res = await fetch(`${server.url}/api/auth/${signUp ? 'sign-up' : 'sign-in'}/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, name: 'Generation Crash' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const { token } = (await (await fetch(`${server.url}/api/auth/token`, { headers: { cookie } })).json()) as { token: string };
    return (method: string, pathname: string, body?: object, signal?: AbortSignal) =>
      fetch(`${server.url}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        ...(signal ? { signal } : {}),
      });
  }

  it('releases the draft seconds after the process dies, shows it interrupted, and lets it be generated again', async () => {
    const fake = await startFakeOpenAI({ hang: true });
    cleanups.push(() => fake.close());
    const env = await freshDatabase();
    const onPostgres = Boolean(env.DATABASE_URL);
    const credentials = { email: `gen-crash-${Date.now()}@firm.test`, password: 'correct-horse' };

    // 1. Server A starts a generation; the model accepts the call and never answers.
    const a = await startServer(env, fake);
    // On PostgreSQL a second instance watches the draft; PGlite is one process's, so B starts after A dies.
    const watcher = onPostgres ? await startServer(env, fake) : null;
    const callA = await signedIn(a, credentials, true);
    const created = await callA('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake() });
    expect(created.status).toBe(201);
    const draftId = ((await created.json()) as DraftDetail).id;
    const streaming = new AbortController();
    cleanups.push(() => streaming.abort());
    const generation = await callA('POST', `/api/drafts/${draftId}/generate`, {}, streaming.signal);
    expect(generation.status).toBe(200);
    for (let i = 0; fake.requests.length === 0 && i < 200; i++) await sleep(50);
    expect(fake.requests).toHaveLength(1);

    // While the process lives, its heartbeat holds the draft well past one lease.
    const watch = watcher ? await signedIn(watcher, credentials) : callA;
    await sleep(LEASE_MS * 1.5);
    const held = (await (await watch('GET', `/api/drafts/${draftId}`)).json()) as DraftDetail;
    expect(held.status).toBe('generating');

    // 2. The process is killed mid-generation.
    await stopProcess(a.child, 'SIGKILL');
    expect(a.child.signalCode).toBe('SIGKILL');
    const killedAt = Date.now();

    const b = watcher ?? (await startServer(env, fake));
    const callB = watcher ? watch : await signedIn(b, credentials);
    let shown: DraftDetail | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      shown = (await (await callB('GET', `/api/drafts/${draftId}`)).json()) as DraftDetail;
      if (shown.status !== 'generating') break;
    }
    const releasedAfterMs = Date.now() - killedAt;
    expect(shown?.status).toBe('interrupted');
    expect(shown?.notes).toContain(INTERRUPTED_NOTE);
    // The other instance saw it released within a few seconds of the lease (not the old 15 minutes).
    if (onPostgres) expect(releasedAfterMs).toBeLessThan(LEASE_MS + 3_000);
    const listed = (await (await callB('GET', '/api/drafts?limit=10')).json()) as { drafts: Array<{ id: string; status: string }> };
    expect(listed.drafts.find((d) => d.id === draftId)?.status).toBe('interrupted');

    // 3. It can be generated again at once, and finishes.
    fake.set({ hang: false, replies: [{ text: 'The complaint fails to state facts sufficient to constitute a cause of action.' }] });
    const again = await callB('POST', `/api/drafts/${draftId}/generate`, {});
    expect(again.status).toBe(200);
    const events = parseGenerationEvents(await again.text());
    expect(events.at(-1)).toMatchObject({ type: 'done', stopped: false });
    const after = (await (await callB('GET', `/api/drafts/${draftId}`)).json()) as DraftDetail;
    expect(after.status).toBe('ready');
    expect(after.notes).not.toContain(INTERRUPTED_NOTE);
  }, 180_000);
});
