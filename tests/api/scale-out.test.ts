import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import { encodeCaptchaPayload } from '../../src/client/components/captcha/payload';
import { fromPostgres } from '../../src/server/db/client';
import { captchaChallengeSchema } from '../../src/shared/api/captcha';
import { TEST_MASTER_KEY } from '../support/app';
import { runDatabasePrefix, withAdminClient, withDatabase } from '../support/postgres-admin';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.log('scale-out tests skipped: they need PostgreSQL (set DATABASE_URL)');
const sharedStateSkipped = adminUrl && !process.env.REDIS_URL ? 'they need Redis (set REDIS_URL)' : null;
if (sharedStateSkipped) console.log(`scale-out shared-state tests skipped: ${sharedStateSkipped}`);

/** An empty PostgreSQL database, as an operator creates one for a new deployment; dropped by `drop()`. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${runDatabasePrefix()}scale_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl!, (client) => client.query(`create database "${name}"`));
  return {
    url: withDatabase(adminUrl!, name),
    drop: async () => void (await withAdminClient(adminUrl!, (client) => client.query(`drop database if exists "${name}" with (force)`))),
  };
}

describe.skipIf(!adminUrl)('instances starting together on one empty PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('migrate it fifteen at a time without an error, to one complete schema', async () => {
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const instances = Array.from({ length: 15 }, () => fromPostgres(target.url));
    cleanups.push(async () => void (await Promise.all(instances.map((instance) => instance.close()))));

    const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));

    const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    const applied = await withAdminClient(target.url, (client) =>
      client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations'),
    );
    const journal = (await import('../../src/server/db/migrations/meta/_journal.json')).default as { entries: unknown[] };
    expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
  });
});

/** The pino lines a server process printed, parsed (its other output, such as the start-up lines, is skipped). */
function logLines(server: ServerProcess): { msg: string; time: number }[] {
  return server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as { msg?: unknown; time?: unknown };
        return typeof parsed.msg === 'string' && typeof parsed.time === 'number' ? [{ msg: parsed.msg, time: parsed.time }] : [];
      } catch {
        return [];
      }
    });
}

const setupCodeOf = (server: ServerProcess) =>
  logLines(server).flatMap(({ msg, time }) => {
    const code = /Admin setup code: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(msg)?.[1];
    return code ? [{ code, time }] : [];
  })[0];

/** The Cookie header the response's Set-Cookie lines amount to. */
const cookieOf = (res: Response) => res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

/**
 * Three real server processes (`src/server/main.ts`, as `npm start` runs it) started at the same moment on one
 * empty database, sharing what ADR 019 says instances must share: the database, MASTER_KEY and PUBLIC_URL. Each has
 * a data directory of its own, as containers on different machines would.
 */
describe.skipIf(!adminUrl)('three server processes on one database', () => {
  const PUBLIC_URL = 'https://volnadraft.scale-out.test';
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let dataDirs: string[] = [];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await emptyDatabase();
    dataDirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'vd-scale-')));
    // Other test apps share the Redis server: these three keep their keys under a prefix of their own.
    const redis: Record<string, string> = process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `vd-test-scale-${randomBytes(4).toString('hex')}:` }
      : {};
    const started = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startServerProcess({
          DATABASE_URL: database.url,
          MASTER_KEY: TEST_MASTER_KEY,
          PUBLIC_URL,
          DATA_DIR: dataDir,
          BUILTIN_CITATION_INDEX: 'true',
          // Its set-up code and timings are read from pino's lines, as a log shipper reads them.
          LOG_FORMAT: 'json',
          ...redis,
        }),
      ),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failures.length > 0) throw new Error(`not every instance started:\n${failures.join('\n')}`);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('all start without a migration error and answer /api/health on the shared database', async () => {
    for (const server of servers) {
      expect(server.output()).not.toMatch(/duplicate key|already exists/);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'postgresql', ok: true } });
    }
  });

  it('load the built-in citation index once between them', () => {
    const loaded = servers.filter((server) => /U\.S\. Reports index: \d+ cases/.test(server.output()));
    expect(loaded).toHaveLength(1);
    expect(servers.filter((server) => server.output().includes('Loading the built-in'))).toHaveLength(1);
  });

  it('accept on one instance the setup code another printed, and then accept each other\'s API tokens', async () => {
    const printed = servers.map(setupCodeOf);
    expect(printed.every(Boolean)).toBe(true);
    expect(new Set(printed.map((entry) => entry!.code)).size).toBe(3);
    // The earliest code: with one stored code, the later starts would have overwritten it.
    const earliest = printed.reduce((a, b) => (b!.time < a!.time ? b : a))!;
    const printer = printed.indexOf(earliest);
    const other = servers[(printer + 1) % 3]!;

    const setup = await fetch(`${other.url}/api/admin-setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: earliest.code, firstName: 'Grace', lastName: 'Hopper', email: 'grace@firm.test', password: 'admin-password' }),
    });
    expect(setup.status).toBe(200);
    const cookie = cookieOf(setup);
    expect(cookie).toContain('session_token=');
    for (const server of servers) {
      expect(await (await fetch(`${server.url}/api/admin-setup`)).json()).toEqual({ needed: false });
    }

    // Each instance issues a token at the same moment (the first ones ever, so signing keys may be created
    // concurrently), and every instance accepts every token.
    const tokens = await Promise.all(
      servers.map(async (server) => {
        const res = await fetch(`${server.url}/api/auth/token`, { headers: { cookie } });
        expect(res.status).toBe(200);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    for (const [issuer, token] of tokens.entries()) {
      for (const [verifier, server] of servers.entries()) {
        const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
        expect({ issuer, verifier, status: me.status }).toEqual({ issuer, verifier, status: 200 });
        expect(await me.json()).toMatchObject({ email: 'grace@firm.test', isAdmin: true });
      }
    }
  });
  /** Limits and one-time values that hold per process today and must hold across the three with REDIS_URL set. */
  describe.skipIf(Boolean(sharedStateSkipped))('sharing their state in Redis', () => {
    const post = (server: ServerProcess, url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers },
        body: JSON.stringify(body),
      });

    async function signUp(server: ServerProcess) {
      const account = { email: `user-${randomBytes(4).toString('hex')}@firm.test`, password: 'correct-horse', name: 'Ada Lovelace' };
      const res = await post(server, '/api/auth/sign-up/email', account);
      expect(res.status).toBe(200);
      return { ...account, cookie: cookieOf(res) };
    }

    it('lock an account out after five wrong passwords spread over the instances, on every instance', async () => {
      const user = await signUp(servers[0]!);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const res = await post(servers[attempt % 3]!, '/api/auth/sign-in/email', { email: user.email, password: 'wrong-password' });
        expect(res.status).toBe(401);
      }
      for (const server of servers) {
        const res = await post(server, '/api/auth/sign-in/email', { email: user.email, password: user.password });
        expect(res.status).toBe(429);
      }
    });

    it('accept a captcha solution once, whichever instance sees it first', async () => {
      const user = await signUp(servers[0]!);
      const token = ((await (await fetch(`${servers[0]!.url}/api/auth/token`, { headers: { cookie: user.cookie } })).json()) as { token: string }).token;
      const challenge = captchaChallengeSchema.parse(await (await fetch(`${servers[0]!.url}/api/captcha/challenge`)).json());
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
      const captcha = encodeCaptchaPayload(challenge, solution!.number);
      const enrol = (server: ServerProcess) =>
        post(server, '/api/mfa/phone', { phoneNumber: '+14155550123', captcha }, { authorization: `Bearer ${token}` });

      expect((await enrol(servers[1]!)).status).toBe(200);
      const replayed = await enrol(servers[2]!);
      expect(replayed.status).toBe(412);
      expect(((await replayed.json()) as { error: string }).error).toBe('failed-precondition');
    });

    it('refuse a fourth password-reset request for one account, whichever instance it reaches', async () => {
      const user = await signUp(servers[0]!);
      const request = (server: ServerProcess) => post(server, '/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' });
      const statuses = [];
      for (const server of servers) statuses.push((await request(server)).status);
      expect(statuses).toEqual([200, 200, 200]);
      for (const server of servers) expect((await request(server)).status).toBe(429);
    });

    it('hold the /api/auth/* limit of 120 requests a minute from one address across the three', async () => {
      // An empty body is refused by validation (400) after the request is counted; no other test posts here.
      const hit = (server: ServerProcess) => post(server, '/api/auth/reset-password', {});
      const statuses = [];
      for (let i = 0; i < 120; i += 1) statuses.push((await hit(servers[i % 3]!)).status);
      expect(statuses.filter((status) => status !== 400)).toEqual([]);
      for (const server of servers) expect((await hit(server)).status).toBe(429);
    });

    it('hold the chat limit of 20 messages a minute across the three', async () => {
      const { cookie } = await signUp(servers[0]!);
      const token = ((await (await fetch(`${servers[0]!.url}/api/auth/token`, { headers: { cookie } })).json()) as { token: string }).token;
      const authorization = { authorization: `Bearer ${token}` };
      const session = await post(servers[0]!, '/api/chat/sessions', {}, authorization);
      const { id } = (await session.json()) as { id: string };
      // An empty message is refused by validation (400) after it is counted, so no answer is generated.
      const send = (server: ServerProcess) => post(server, `/api/chat/sessions/${id}/messages`, {}, authorization);
      const statuses = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await send(servers[i % 3]!)).status);
      expect(statuses.filter((status) => status !== 400)).toEqual([]);
      for (const server of servers) expect((await send(server)).status).toBe(429);
    });

    it('deliver a balance change made through one instance to a live client connected to another', async () => {
      const bearer = async (cookie: string) => {
        const res = await fetch(`${servers[0]!.url}/api/auth/token`, { headers: { cookie } });
        return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
      };
      const user = await bearer((await signUp(servers[0]!)).cookie);
      const listener = servers[1]!;
      const stopListening = new AbortController();
      const tokensEvent = (async () => {
        let after = 0;
        for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
          const url = `${listener.url}/api/live/poll?after=${after}&timeoutMs=10000`;
          const res = await fetch(url, { headers: user, signal: stopListening.signal });
          const { events } = (await res.json()) as { events: { id: number; kind: string; data: unknown }[] };
          // Signing up announced the trial balance already; the grant's is the one after it.
          const found = events.find((event) => event.kind === 'tokens' && (event.data as { tokenCount: number }).tokenCount !== 10_000);
          if (found) return found;
          after = events.at(-1)?.id ?? after;
        }
        return null;
      })();
      try {
        // The user buys a 100,000-token pack through the third instance (the sandbox checkout).
        const checkout = await post(servers[2]!, '/api/billing/checkout', { pack: 'pack-100k' }, user);
        expect(checkout.status).toBe(200);
        const { checkoutId } = (await checkout.json()) as { checkoutId: string };
        const paid = await post(servers[2]!, `/api/billing/sandbox/${checkoutId}`, { outcome: 'complete' }, user);
        expect(paid.status).toBe(200);

        expect(await tokensEvent).toMatchObject({ kind: 'tokens', data: { tokenCount: 110_000 } });
        const me = (await (await fetch(`${listener.url}/api/me`, { headers: user })).json()) as { tokenCount: number };
        expect(me.tokenCount).toBe(110_000);
      } finally {
        stopListening.abort();
        await tokensEvent.catch(() => null);
      }
    });
  });
});
