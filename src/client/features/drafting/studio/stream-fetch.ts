import { REQUEST_MESSAGES } from '../../../../shared/messages';
import { throwIfResNotOk } from '../../../lib/api-error';
import { getCurrentUser } from '../../../lib/auth/current-user';

/**
 * A POST whose answer streams, under the request helper's rules (SPEC §7): no caching, cookies included, a freshly
 * fetched bearer token. A refusal before the stream starts becomes the same ApiError the helper throws, so a 403
 * for too few tokens carries the spec's message and body. (The chat's transport does the same for its stream.)
 */
export async function postForStream(path: string, body: unknown, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    'Cache-Control': 'no-cache, no-store, must-revalidate',
    Pragma: 'no-cache',
    Expires: '0',
  });
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
  const res = await window.fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include', cache: 'no-store', signal });
  await throwIfResNotOk(res);
  if (!res.body) throw new Error('The server answered without a stream.');
  return res.body;
}
