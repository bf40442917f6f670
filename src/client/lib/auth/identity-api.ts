import { twoFactorChallengeSchema } from '../../../shared/api/auth';

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

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'include',
    cache: 'no-store',
  });
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
    call<{ user: SessionUser }>('/sign-up/email', { body: input }),

  async signIn(input: { email: string; password: string; rememberMe: boolean }): Promise<SignInResult> {
    const body = await call<unknown>('/sign-in/email', { body: input });
    const challenge = twoFactorChallengeSchema.safeParse(body);
    return challenge.success ? { kind: 'second-factor', phoneHint: challenge.data.phoneHint } : { kind: 'signed-in' };
  },

  verifySmsCode: (code: string) => call<{ user: SessionUser }>('/two-factor/verify-otp', { body: { code } }),

  signOut: () => call<unknown>('/sign-out', { body: {} }),

  getSession: () => call<{ user: SessionUser } | null>('/get-session'),

  getToken: () => call<{ token: string }>('/token'),

  requestPasswordReset: (email: string) =>
    call<unknown>('/request-password-reset', { body: { email, redirectTo: '/reset-password' } }),

  resetPassword: (input: { token: string; newPassword: string }) => call<unknown>('/reset-password', { body: input }),
};
