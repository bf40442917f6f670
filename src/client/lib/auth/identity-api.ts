import type { SsoStartInput, SsoStartResponse } from '../../../shared/api/sso';
import { browserStorage, choosePersistence, type SessionPersistence } from '../session/persistence';

/** A refusal from the identity endpoints (/api/auth/*): better-auth's `{code, message}` with the HTTP status. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

export type SignInResult = { kind: 'signed-in' } | { kind: 'second-factor'; phoneHint: string | null };

let persistence: SessionPersistence | undefined;
/** In 'memory' mode the session token lives here only: gone when the tab closes. */
let memorySessionToken: string | null = null;

/**
 * SPEC §7 session persistence, first choice first: a cookie that survives browser restarts, a cookie for the browser
 * session, or (where the browser blocks storage and cookies) a bearer token held in this tab's memory.
 */
export function sessionPersistence(): SessionPersistence {
  persistence ??= choosePersistence({
    cookieEnabled: typeof navigator !== 'undefined' && navigator.cookieEnabled,
    localStorage: browserStorage('localStorage'),
    sessionStorage: browserStorage('sessionStorage'),
  });
  return persistence;
}

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const inMemory = sessionPersistence() === 'memory';
  const headers: Record<string, string> = init.body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (inMemory && memorySessionToken) headers.Authorization = `Bearer ${memorySessionToken}`;
  const res = await fetch(`/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: inMemory ? 'omit' : 'include',
    cache: 'no-store',
  });
  const issued = res.headers.get('set-auth-token');
  if (inMemory && issued) memorySessionToken = issued;
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const { code, message } = (body ?? {}) as { code?: string; message?: string };
    throw new IdentityError(res.status, code, message || res.statusText || `HTTP ${res.status}`);
  }
  return body as T;
}

/** The identity provider's calls (SPEC §7), over better-auth's endpoints. */
export const identityApi = {
  signUp: (input: { email: string; password: string; name: string }) =>
    call<{ user: SessionUser }>('/sign-up/email', { body: { ...input, rememberMe: sessionPersistence() === 'persistent' } }),

  async signIn(input: { email: string; password: string }): Promise<SignInResult> {
    const rememberMe = sessionPersistence() === 'persistent';
    const body = await call<unknown>('/sign-in/email', { body: { ...input, rememberMe } });
    // The schema (and zod with it) loads with the first sign-in, not with every page (issue #16).
    const { twoFactorChallengeSchema } = await import('../../../shared/api/auth');
    const challenge = twoFactorChallengeSchema.safeParse(body);
    return challenge.success ? { kind: 'second-factor', phoneHint: challenge.data.phoneHint } : { kind: 'signed-in' };
  },

  verifySmsCode: (code: string) => call<{ user: SessionUser }>('/two-factor/verify-otp', { body: { code } }),

  async signOut() {
    await call<unknown>('/sign-out', { body: {} });
    memorySessionToken = null;
  },

  /** Where to send the browser to sign in through the firm of this address (issue #19); the callback sets the cookie. */
  startSso: (input: SsoStartInput) => call<SsoStartResponse>('/sso/start', { body: input }),

  getSession: () => call<{ user: SessionUser } | null>('/get-session'),

  getToken: () => call<{ token: string }>('/token'),

  requestPasswordReset: (email: string) =>
    call<unknown>('/request-password-reset', { body: { email, redirectTo: '/reset-password' } }),

  resetPassword: (input: { token: string; newPassword: string }) => call<unknown>('/reset-password', { body: input }),
};
