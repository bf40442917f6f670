import { expect } from 'vitest';
import { signedInUser, type SignedIn } from './admin';
import type { TestApp } from './app';
import { latestMessage } from './builders';

/** An app the tests reach by `inject`, with its database: an API test's app or a browser journey's server. */
type AppUnderTest = Pick<TestApp, 'app' | 'database'>;

/** The token of the newest verification link the outbox holds for `email` (the link is `/verify-email?token=…`). */
export async function verificationTokenFor(t: AppUnderTest, email: string): Promise<string> {
  const message = await latestMessage(t.database.db, email);
  const link = /\/verify-email\?token=(\S+)/.exec(message?.body ?? '');
  expect(link, `no verification link in the newest email to ${email}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** Opens the newest verification link sent to `email`, as the /verify-email page does with it. */
export async function verifyAddress(t: AppUnderTest, email: string): Promise<void> {
  const token = await verificationTokenFor(t, email);
  const res = await t.app.inject({ method: 'POST', url: '/api/email-verification', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A new account whose holder has opened the verification link sign-up emailed them. */
export async function verifiedUser(t: TestApp, overrides: Parameters<typeof signedInUser>[1] = {}): Promise<SignedIn> {
  const signedIn = await signedInUser(t, overrides);
  await verifyAddress(t, signedIn.user.email);
  return signedIn;
}

/** What the holder of an existing account does with the email single sign-on sent them: opens the link and connects. */
export async function consentToSsoLink(t: AppUnderTest, email: string): Promise<void> {
  const body = (await latestMessage(t.database.db, email))?.body ?? '';
  const link = /\/sso\/link\?token=([\w%-]+)/.exec(body);
  expect(link, `no single sign-on link in the newest email to ${email}`).not.toBeNull();
  const res = await t.app.inject({ method: 'POST', url: '/api/sso/link-requests/confirm', payload: { token: decodeURIComponent(link![1]!) } });
  expect(res.statusCode, res.body).toBe(200);
}
