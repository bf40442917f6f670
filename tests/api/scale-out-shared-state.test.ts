import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { totalOf } from '../../src/server/features/tokens/buckets';
import type { LiveEvent } from '../../src/shared/api/live';
import { buildTestApp } from '../support/app';
import { apiToken, bearer, buildUser, signIn, solvedCaptcha } from '../support/builders';
import { fakeAssistant } from '../support/chat';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { buildInstances, type TestInstances } from '../support/instances';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
if (!REDIS_URL) console.log('Skipping the two-instance tests on Redis: REDIS_URL is not set.');
if (!DATABASE_URL) console.log('Skipping the two-instance live channel test on PostgreSQL NOTIFY: DATABASE_URL is not set.');

const poll = async (app: FastifyInstance, headers: Record<string, string>, after: number, timeoutMs = 30_000) => {
  const res = await app.inject({ method: 'GET', url: `/api/live/poll?after=${after}&timeoutMs=${timeoutMs}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().events as LiveEvent[];
};

/** A chat answer on `app` charges tokens, which publishes the user's new balance as a 'tokens' event. */
async function spendTokens(app: FastifyInstance, headers: Record<string, string>) {
  const session = await app.inject({ method: 'POST', url: '/api/chat/sessions', headers, payload: {} });
  expect(session.statusCode).toBe(201);
  const url = `/api/chat/sessions/${session.json().id}/messages`;
  const answer = await app.inject({ method: 'POST', url, headers, payload: { content: 'What is a tort?' } });
  expect(answer.statusCode).toBe(200);
}

/** A 'tokens' event published on one instance reaches a client of the other, which can resume on either by id. */
function liveEventsCrossInstances(env: Record<string, string> = {}) {
  let fake: FakeOpenAI | undefined;
  let t: TestInstances | undefined;
  afterEach(async () => {
    await t?.close();
    await fake?.close();
  });

  it('delivers a tokens event published on one instance to a client polling another, and replays by id on either', async () => {
    fake = await startFakeOpenAI({ replies: [{ text: 'A civil wrong.', usage: { prompt_tokens: 100, completion_tokens: 5 } }] });
    t = await buildInstances(2, { env, deps: { assistantModel: fakeAssistant(fake) } });
    const [a, b] = t.apps as [FastifyInstance, FastifyInstance];
    const user = await buildUser(a);
    const headers = bearer(await apiToken(a, user.cookie));

    // The client waits on B; the balance changes on A.
    const waiting = poll(b, headers, 0);
    await spendTokens(a, headers);
    const [first] = (await waiting).filter((e) => e.kind === 'tokens');
    expect(first).toBeDefined();

    // It disconnects; two more answers on A; it reconnects to A or to B with its last id and gets the same events.
    await spendTokens(a, headers);
    await spendTokens(a, headers);
    const missedOnA = await poll(a, headers, first!.id, 5000);
    expect(missedOnA.length).toBeGreaterThanOrEqual(2);
    expect(missedOnA.every((e) => e.kind === 'tokens' && e.id > first!.id)).toBe(true);
    await expect.poll(async () => poll(b, headers, first!.id, 5000)).toEqual(missedOnA);
    expect(missedOnA.at(-1)!.data).toEqual({ tokenCount: totalOf(await a.services.ledger.balance(user.id)) });
  });
}

describe.skipIf(!REDIS_URL)('two instances sharing one database and one Redis', () => {
  let t: TestInstances | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const twoInstances = async () => {
    t = await buildInstances(2);
    return t.apps as [FastifyInstance, FastifyInstance];
  };

  it('lock an account after 5 failed sign-ins in total, not 5 on each', async () => {
    const [a, b] = await twoInstances();
    const user = await buildUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(i % 2 ? b : a, user.email, 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn(a, user.email, user.password)).statusCode).toBe(429);
    expect((await signIn(b, user.email, user.password)).statusCode).toBe(429);
  });

  it('count a route rate limit once for both (the captcha challenge: 30 a minute)', async () => {
    const [a, b] = await twoInstances();
    const challenge = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: '10.9.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await challenge(i % 2 ? b : a)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await challenge(a)).statusCode).toBe(429);
    expect((await challenge(b)).statusCode).toBe(429);
  });

  it('limit password-reset requests to 3 per account in total', async () => {
    const [a, b] = await twoInstances();
    const user = await buildUser(a);
    const request = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/reset-password' } });
    expect([(await request(a)).statusCode, (await request(b)).statusCode, (await request(a)).statusCode]).toEqual([200, 200, 200]);
    expect((await request(b)).statusCode).toBe(429);
    expect((await request(a)).statusCode).toBe(429);
  });

  it('hold the /api/auth/* limit of 120 a minute per address across both', async () => {
    const [a, b] = await twoInstances();
    // An empty sign-in is refused by validation (400), after it is counted.
    const hit = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: {}, remoteAddress: '10.9.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await hit(i % 2 ? b : a)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await hit(a)).statusCode).toBe(429);
    expect((await hit(b)).statusCode).toBe(429);
  });

  it('accept a captcha solution once, on whichever instance comes first', async () => {
    const [a, b] = await twoInstances();
    const payload = await solvedCaptcha(a);
    expect(await b.services.captcha.verify(payload)).toBe(true);
    expect(await a.services.captcha.verify(payload)).toBe(false);
    expect(await b.services.captcha.verify(payload)).toBe(false);
  });

  liveEventsCrossInstances();
});

describe.skipIf(!DATABASE_URL)('two instances on PostgreSQL without Redis (LISTEN/NOTIFY)', () => {
  liveEventsCrossInstances({ REDIS_URL: '' });
});

describe('start-up with REDIS_URL', () => {
  it('stops with a clear error when Redis cannot be reached', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } })).rejects.toThrow(
      /Cannot connect to Redis at redis:\/\/127\.0\.0\.1:1.*\(REDIS_URL\)/,
    );
  });
});
