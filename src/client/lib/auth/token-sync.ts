import { AUTH } from '../../../shared/constants';
import { readJwtClaims } from './jwt-claims';

export interface TokenSyncEnvironment {
  fetch: typeof fetch;
  /** The page's own location and whether it is a secure context. */
  location: { href: string; origin: string };
  isSecureContext: boolean;
  nowSeconds: () => number;
}

/** SPEC §7: only to a same-origin URL, only from a secure context. */
export function canSync(url: string, env: TokenSyncEnvironment): boolean {
  try {
    return env.isSecureContext && new URL(url, env.location.href).origin === env.location.origin;
  } catch {
    return false;
  }
}

/** POSTs a token issued within the last 300 s to the sync URL; older tokens and other origins are skipped. */
export async function syncToken(url: string, token: string, env: TokenSyncEnvironment): Promise<boolean> {
  if (!canSync(url, env)) return false;
  const issuedAt = readJwtClaims(token)?.iat;
  if (typeof issuedAt !== 'number' || env.nowSeconds() - issuedAt > AUTH.tokenSyncMaxAgeSeconds) return false;
  const res = await env.fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
  return res.ok;
}

/** DELETE on sign-out clears the synced cookie. */
export async function clearSyncedToken(url: string, env: TokenSyncEnvironment): Promise<void> {
  if (!canSync(url, env)) return;
  await env.fetch(url, { method: 'DELETE', credentials: 'include' });
}

export const browserSyncEnvironment = (): TokenSyncEnvironment => ({
  fetch: (input, init) => window.fetch(input, init),
  location: window.location,
  isSecureContext: window.isSecureContext,
  nowSeconds: () => Date.now() / 1000,
});
