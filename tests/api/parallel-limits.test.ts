import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES } from '../../src/shared/api/auth';
import { buildTestApp } from '../support/app';
import { buildUser, type TestUser } from '../support/builders';
import { buildInstances, type TestInstances } from '../support/instances';

const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
const twoInstancesReady = Boolean(REDIS_URL && DATABASE_URL);
if (!twoInstancesReady) console.log('Skipping the parallel limits on two instances: they need DATABASE_URL and REDIS_URL.');

let addressSequence = 0;
/** A client address of the test's own, so one scenario's per-address counts never touch another's. */
const freshAddress = () => `10.41.${(addressSequence >> 8) & 255}.${++addressSequence & 255}`;

/** Sends the sign-ins all at once, spread over the instances in turn, and answers each one's status and code. */
async function signInsAtOnce(apps: FastifyInstance[], attempts: Array<{ email: string; password: string }>, remoteAddress: string) {
  const responses = await Promise.all(
    attempts.map((payload, i) => apps[i % apps.length]!.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload, remoteAddress })),
  );
  return responses.map((res) => ({ status: res.statusCode, code: (res.json() as { code?: string }).code }));
}

/** How many sign-ins had their password checked: a wrong password is 401 INVALID_PASSWORD, a right one 200. */
const checked = (answers: Array<{ status: number; code?: string }>) =>
  answers.filter((a) => a.status === 200 || a.code === AUTH_ERROR_CODES.invalidPassword).length;

/**
 * Issue #41 (ADR 033): the sign-in lockout and the sign-up limit count each attempt before the work it guards, in one
 * atomic step, so requests that arrive together cannot all pass a check none of them has counted yet.
 */
function limitsHoldUnderParallelRequests(build: () => Promise<{ apps: FastifyInstance[]; close(): Promise<void> }>) {
  let apps: FastifyInstance[];
  let close: () => Promise<void>;
  const victim = async (): Promise<TestUser> => buildUser(apps[0]!);

  beforeAll(async () => {
    ({ apps, close } = await build());
  });
  afterAll(() => close());

  it('checks at most 5 of 100 wrong passwords sent at once, and refuses the other 95 with 429', async () => {
    const user = await victim();
    const answers = await signInsAtOnce(apps, Array.from({ length: 100 }, () => ({ email: user.email, password: 'wrong-password' })), freshAddress());
    console.log(`100 parallel wrong passwords on ${apps.length} instance(s): ${checked(answers)} checked`);
    expect(checked(answers)).toBe(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(95);
  });

  it('does not sign in with the right password sent as the 40th of 40 guesses at once, and keeps the account locked', async () => {
    const user = await victim();
    const guesses = Array.from({ length: 40 }, (_, i) => ({ email: user.email, password: i === 39 ? user.password : `wrong-${i}` }));
    const answers = await signInsAtOnce(apps, guesses, freshAddress());
    console.log(`40 parallel guesses, the right one last, on ${apps.length} instance(s): ${checked(answers)} checked, ${answers.filter((a) => a.status === 200).length} signed in`);
    expect(answers[39]!.status).toBe(429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    expect(checked(answers)).toBe(5);
    const later = await signInsAtOnce(apps, [{ email: user.email, password: user.password }], freshAddress());
    expect(later[0]!.status).toBe(429);
  });

  it('answers at most 20 of 50 sign-ins to unknown accounts from one address at once', async () => {
    const attempts = Array.from({ length: 50 }, (_, i) => ({ email: `nobody-${i}-${Date.now()}@firm.test`, password: 'whatever-it-is' }));
    const answers = await signInsAtOnce(apps, attempts, freshAddress());
    expect(answers.filter((a) => a.code === AUTH_ERROR_CODES.userNotFound)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
  });

  it('lets at most 10 of 40 sign-ups from one address at once make an account', async () => {
    const remoteAddress = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        apps[i % apps.length]!.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: `parallel-${i}-${Date.now()}@firm.test`, password: 'correct-horse', name: `Parallel ${i}` },
          remoteAddress,
        }),
      ),
    );
    const made = responses.filter((res) => res.statusCode === 200).length;
    console.log(`40 parallel sign-ups from one address on ${apps.length} instance(s): ${made} accounts made`);
    expect(made).toBe(10);
    expect(responses.filter((res) => res.statusCode === 429)).toHaveLength(30);
  });
}

describe('limits under parallel requests at one instance (PGlite, counters in process)', () => {
  limitsHoldUnderParallelRequests(async () => {
    const t = await buildTestApp({ env: { REDIS_URL: '' } });
    return { apps: [t.app], close: () => t.close() };
  });
});

describe.skipIf(!twoInstancesReady)('limits under parallel requests at two instances (PostgreSQL and Redis)', () => {
  limitsHoldUnderParallelRequests(async () => {
    const t: TestInstances = await buildInstances(2);
    return { apps: t.apps, close: () => t.close() };
  });
});
