import { REQUEST_MESSAGES } from '../../shared/messages';
import { throwIfResNotOk } from './api-error';
import { getCurrentUser } from './auth/current-user';

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
  const user = getCurrentUser();
  if (user) {
    let token: string;
    try {
      token = await user.getIdToken(true);
    } catch {
      throw new Error(REQUEST_MESSAGES.authFailed);
    }
    headers.set('Authorization', `Bearer ${token}`);
  }
  const res = await window.fetch(input, { ...init, headers, credentials: 'include', cache: 'no-store' });
  await throwIfResNotOk(res);
  return res;
}
