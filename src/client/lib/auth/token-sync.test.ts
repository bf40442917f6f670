import { describe, expect, it } from 'vitest';
import { canSync, clearSyncedToken, syncToken, type TokenSyncEnvironment } from './token-sync';

const jwtIssuedAt = (iat: number) => `h.${btoa(JSON.stringify({ iat })).replace(/=+$/, '')}.s`;

function environment(overrides: Partial<TokenSyncEnvironment> = {}) {
  const calls: Array<{ url: string; method?: string; auth?: string }> = [];
  const env: TokenSyncEnvironment = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, auth: (init.headers as Record<string, string> | undefined)?.Authorization });
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch,
    location: { href: 'https://app.volnadraft.test/dashboard', origin: 'https://app.volnadraft.test' },
    isSecureContext: true,
    nowSeconds: () => 10_000,
    ...overrides,
  };
  return { env, calls };
}

describe('auth token sync (SPEC §7)', () => {
  it('POSTs a fresh token to a same-origin URL', async () => {
    const { env, calls } = environment();
    expect(await syncToken('/api/auth/sync', jwtIssuedAt(9_800), env)).toBe(true);
    expect(calls).toEqual([{ url: '/api/auth/sync', method: 'POST', auth: `Bearer ${jwtIssuedAt(9_800)}` }]);
  });

  it('skips a token issued more than 300 s ago', async () => {
    const { env, calls } = environment();
    expect(await syncToken('/api/auth/sync', jwtIssuedAt(9_699), env)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('applies only same-origin and in a secure context', () => {
    expect(canSync('https://elsewhere.test/sync', environment().env)).toBe(false);
    expect(canSync('/api/auth/sync', environment({ isSecureContext: false }).env)).toBe(false);
    expect(canSync('https://app.volnadraft.test/api/auth/sync', environment().env)).toBe(true);
  });

  it('DELETEs on sign-out', async () => {
    const { env, calls } = environment();
    await clearSyncedToken('/api/auth/sync', env);
    expect(calls).toEqual([{ url: '/api/auth/sync', method: 'DELETE', auth: undefined }]);
  });
});
