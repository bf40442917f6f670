import { REQUEST_MESSAGES } from '../../shared/messages';
import { throwIfResNotOk } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the request helper needs of the signed-in user (SPEC §3: "a way to obtain an ID token"). */
export interface TokenHolder {
  getIdToken(forceRefresh: boolean): Promise<string>;
}

export interface ApiRequestDeps {
  fetch: typeof fetch;
  currentUser: () => TokenHolder | null;
  now: () => number;
}

const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
};

function withTimestamp(path: string, now: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}_t=${now}`;
}

/** Builds the generic request helper of SPEC §7 around a fetch and an auth source. */
export function createApiRequest(deps: ApiRequestDeps) {
  return async function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const url = method === 'GET' ? withTimestamp(path, deps.now()) : path;
    const headers: Record<string, string> = { ...NO_CACHE_HEADERS };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const user = deps.currentUser();
    if (user) {
      let token: string;
      try {
        token = await user.getIdToken(true);
      } catch {
        throw new Error(REQUEST_MESSAGES.authFailed);
      }
      headers.Authorization = `Bearer ${token}`;
    }

    const res = await deps.fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      cache: 'no-store',
    });
    await throwIfResNotOk(res);

    const text = await res.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      return {} as T;
    }
  };
}

export type ApiRequest = ReturnType<typeof createApiRequest>;
