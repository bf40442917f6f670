import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib/v1';
import type { Db } from '../../src/server/db/client';
import { createServerSecrets } from '../../src/server/crypto/server-secrets';
import { createSystemCipher } from '../../src/server/crypto/system-cipher';
import { users } from '../../src/server/db/schema';
import { createOutboxRepository } from '../../src/server/features/admin/outbox-repository';
import { createSettingsRepository } from '../../src/server/features/settings/repository';
import { encodeCaptchaPayload } from '../../src/client/components/captcha/payload';
import { captchaChallengeSchema } from '../../src/shared/api/captcha';
import { TEST_MASTER_KEY } from './app';

let sequence = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** The session cookie header better-auth set at sign-up or sign-in. */
  cookie: string;
  /** The client address the account signed up from. */
  remoteAddress: string;
}

/** The Cookie header a response's Set-Cookie lines amount to. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/** Signs a new user up through the real endpoint. */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, 'email' | 'password' | 'name'>> = {},
): Promise<TestUser> {
  sequence += 1;
  const input = {
    email: overrides.email ?? `user${sequence}-${Date.now()}@firm.test`,
    password: overrides.password ?? 'correct-horse',
    name: overrides.name ?? `Test User${sequence}`,
  };
  // Each test user signs up from an address of their own, as different people do (sign-ups are limited per address).
  const remoteAddress = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: input, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...input, id: res.json().user.id, cookie: cookieFrom(res), remoteAddress };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

/** A short-lived API JWT for a signed-in user. */
export async function apiToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Solves a real captcha from the server, as the browser widget does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = captchaChallengeSchema.parse((await app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json());
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  return encodeCaptchaPayload(challenge, solution.number);
}

/** The server's system cipher (outbox, support tickets) on a test app's database, with the tests' master key. */
export const systemCipherFor = (db: Db) =>
  createSystemCipher({
    secrets: createServerSecrets({ settings: createSettingsRepository(db), masterKey: () => Buffer.from(TEST_MASTER_KEY, 'base64') }),
  });

/** The newest message the outbox holds for a recipient, decrypted by the admin outbox's repository. */
export async function latestMessage(db: Db, recipient: string) {
  const { messages } = await createOutboxRepository(db, systemCipherFor(db)).page({ recipient, limit: 1 });
  return messages[0] ?? null;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/** Turns phone MFA on for a user through the real enrolment endpoints, reading the SMS from the outbox. */
export async function enrolPhone(app: FastifyInstance, db: Db, user: TestUser, phoneNumber = '+14155550100') {
  const headers = { ...bearer(await apiToken(app, user.cookie)), cookie: user.cookie };
  const start = await app.inject({ method: 'POST', url: '/api/mfa/phone', headers, payload: { phoneNumber, captcha: await solvedCaptcha(app) } });
  if (start.statusCode !== 200) throw new Error(`enrolment failed: ${start.body}`);
  const code = codeIn((await latestMessage(db, phoneNumber))!.body)!;
  const verify = await app.inject({ method: 'POST', url: '/api/mfa/phone/verify', headers, payload: { code, password: user.password } });
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
}

export async function makeAdmin(db: Db, userId: string) {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}
