import { expect } from 'vitest';
import type { TestApp } from './app';
import { apiToken, bearer, buildUser, codeIn, cookieFrom, enrolPhone, latestMessage, makeAdmin, signIn, solvedCaptcha, type TestUser } from './builders';

let phoneSequence = 0;
/** A distinct phone per enrolment, so each admin's SMS is read from its own outbox rows. */
const nextPhone = () => `+1415555${String(1000 + (phoneSequence++ % 9000)).padStart(4, '0')}`;

/** Signs in through the SMS second factor and returns the new session cookie. */
export async function signInWithSms(t: TestApp, email: string, password: string, phone: string): Promise<string> {
  const challenge = await signIn(t.app, email, password);
  expect(challenge.json().twoFactorRedirect).toBe(true);
  const twoFactorCookie = cookieFrom(challenge);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/mfa/send-code',
    headers: { cookie: twoFactorCookie },
    payload: { captcha: await solvedCaptcha(t.app) },
  });
  expect(sent.statusCode).toBe(200);
  const code = codeIn((await latestMessage(t.database.db, phone))!.body)!;
  const verified = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-otp', headers: { cookie: twoFactorCookie }, payload: { code } });
  expect(verified.statusCode).toBe(200);
  return cookieFrom(verified);
}

export interface SignedIn {
  user: TestUser;
  headers: { authorization: string };
}

/** A new account signed in with an API token. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof buildUser>[1] = {}): Promise<SignedIn> {
  const user = await buildUser(t.app, overrides);
  return { user, headers: bearer(await apiToken(t.app, user.cookie)) };
}

/** An administrator with phone MFA on, signed in through the SMS step: the only kind the admin API serves. */
export async function adminWithMfa(t: TestApp, overrides: Parameters<typeof buildUser>[1] = {}): Promise<SignedIn & { phone: string }> {
  const user = await buildUser(t.app, overrides);
  await makeAdmin(t.database.db, user.id);
  const phone = nextPhone();
  await enrolPhone(t.app, t.database.db, user, phone);
  const cookie = await signInWithSms(t, user.email, user.password, phone);
  return { user: { ...user, cookie }, headers: bearer(await apiToken(t.app, cookie)), phone };
}

/** An administrator who has not turned on phone MFA. */
export async function adminWithoutMfa(t: TestApp): Promise<SignedIn> {
  const user = await buildUser(t.app);
  await makeAdmin(t.database.db, user.id);
  return { user, headers: bearer(await apiToken(t.app, user.cookie)) };
}

/** The audit log's newest events, as an admin reads them. */
export async function auditEvents(t: TestApp, headers: Record<string, string>, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query ? `?${query}` : ''}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().events as Array<{ action: string; actor: { id: string | null; email: string | null } | null; subject: { id: string | null; email: string | null } | null; ip: string | null; details: Record<string, unknown> }>;
}
