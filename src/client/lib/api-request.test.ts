import { describe, expect, it } from 'vitest';
import { createApiRequest, type TokenHolder } from './api-request';

interface Recorded {
  url: string;
  init: RequestInit;
}

function fakeFetch(response: () => Response) {
  const calls: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return response();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(options: { user?: TokenHolder | null; response?: () => Response } = {}) {
  const { fetch, calls } = fakeFetch(options.response ?? (() => json({ ok: true })));
  const apiRequest = createApiRequest({ fetch, currentUser: () => options.user ?? null, now: () => 1_700_000_000_000 });
  const headers = (i = 0) => calls[i]!.init.headers as Record<string, string>;
  return { apiRequest, calls, headers };
}

describe('apiRequest (SPEC §7)', () => {
  it('appends a timestamp to GET requests to defeat caching', async () => {
    const { apiRequest, calls } = setup();
    await apiRequest('GET', '/api/health');
    await apiRequest('GET', '/api/research/search?q=tort');
    expect(calls[0]!.url).toBe('/api/health?_t=1700000000000');
    expect(calls[1]!.url).toBe('/api/research/search?q=tort&_t=1700000000000');
  });

  it('leaves other methods’ paths alone', async () => {
    const { apiRequest, calls } = setup();
    await apiRequest('POST', '/api/track-visit', { page: '/' });
    expect(calls[0]!.url).toBe('/api/track-visit');
  });

  it('sends cache-disabling headers and includes cookies on every request', async () => {
    const { apiRequest, calls, headers } = setup();
    await apiRequest('DELETE', '/api/thing');
    expect(headers()).toMatchObject({ 'Cache-Control': 'no-cache, no-store, must-revalidate', Pragma: 'no-cache' });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.cache).toBe('no-store');
  });

  it('sets a JSON Content-Type and body only when there is a body', async () => {
    const { apiRequest, calls, headers } = setup();
    await apiRequest('POST', '/api/track-visit', { page: '/plans' });
    await apiRequest('POST', '/api/auth/sign-out');
    expect(headers(0)['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"page":"/plans"}');
    expect(headers(1)['Content-Type']).toBeUndefined();
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    const { apiRequest, headers } = setup({ user: null });
    await apiRequest('GET', '/api/me');
    expect(headers().Authorization).toBeUndefined();
  });

  it('sends a force-refreshed bearer token for a signed-in user', async () => {
    const refreshes: boolean[] = [];
    const user: TokenHolder = {
      getIdToken: async (force) => {
        refreshes.push(force);
        return 'jwt-abc';
      },
    };
    const { apiRequest, headers } = setup({ user });
    await apiRequest('GET', '/api/me');
    expect(headers().Authorization).toBe('Bearer jwt-abc');
    expect(refreshes).toEqual([true]);
  });

  it('fails with the spec’s message when the token cannot be fetched, without calling the API', async () => {
    const user: TokenHolder = { getIdToken: () => Promise.reject(new Error('network')) };
    const { apiRequest, calls } = setup({ user });
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow('Authentication failed - please refresh the page');
    expect(calls).toHaveLength(0);
  });

  it('reads the response as JSON', async () => {
    const { apiRequest } = setup({ response: () => json({ status: 'ok', n: 3 }) });
    expect(await apiRequest('GET', '/api/health')).toEqual({ status: 'ok', n: 3 });
  });

  it('treats a response that is not JSON as an empty object', async () => {
    const { apiRequest } = setup({ response: () => new Response('OK', { status: 200 }) });
    expect(await apiRequest('GET', '/api/ping')).toEqual({});
    const empty = setup({ response: () => new Response(null, { status: 204 }) });
    expect(await empty.apiRequest('DELETE', '/api/thing')).toEqual({});
  });

  it('raises the spec’s error text for a non-OK response', async () => {
    const { apiRequest } = setup({ response: () => json({ error: 'not-found', message: 'No such draft.' }, 404) });
    await expect(apiRequest('GET', '/api/drafts/9')).rejects.toThrow(
      '404: {"error":"not-found","message":"No such draft."}',
    );
  });
});
