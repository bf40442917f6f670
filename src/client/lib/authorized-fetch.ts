import { REQUEST_MESSAGES } from '../../shared/messages';
import { throwIfResNotOk } from './api-error';
import { getCurrentUser } from './auth/current-user';

/**
 * The signed-in user's freshly fetched ID token, or null when no one is signed in: what every request outside the
 * request helper sends as `Authorization: Bearer` (fetches that stream, uploads that report progress).
 */
export async function bearerToken(): Promise<string | null> {
  const user = getCurrentUser();
  if (!user) return null;
  try {
    return await user.getIdToken(true);
  } catch {
    throw new Error(REQUEST_MESSAGES.authFailed);
  }
}

/**
 * A fetch for answers that stream, under the request helper's rules (SPEC §7): no caching, cookies included, a
 * freshly fetched bearer token. A refusal before streaming becomes the same ApiError the helper throws, so a 403 for
 * too few tokens carries the spec's message and body.
 */
export async function authorizedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-cache, no-store, must-revalidate');
  headers.set('Pragma', 'no-cache');
  headers.set('Expires', '0');
  const token = await bearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const res = await window.fetch(input, { ...init, headers, credentials: 'include', cache: 'no-store' });
  await throwIfResNotOk(res);
  return res;
}
