import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from './api-error';
import type { ApiRequest } from './api-request';
import { createQueryClient, getQueryFn } from './query-client';

const failing = (error: unknown) => (async () => Promise.reject(error)) as unknown as ApiRequest;
const context = (key: string) =>
  ({ queryKey: [key], signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('getQueryFn (SPEC §7)', () => {
  it('GETs the first element of the query key', async () => {
    const calls: unknown[][] = [];
    const apiRequest = (async (...args: unknown[]) => {
      calls.push(args);
      return { hello: 'world' };
    }) as unknown as ApiRequest;
    const result = await getQueryFn(apiRequest, { on401: 'throw' })(context('/api/me'));
    expect(result).toEqual({ hello: 'world' });
    expect(calls).toEqual([['GET', '/api/me']]);
  });

  it('yields null for a 401 with on401 returnNull', async () => {
    const fn = getQueryFn(failing(new ApiError(401, '401: Unauthorized')), { on401: 'returnNull' });
    expect(await fn(context('/api/me'))).toBeNull();
  });

  it('raises the 401 with on401 throw', async () => {
    const fn = getQueryFn(failing(new ApiError(401, '401: Unauthorized')), { on401: 'throw' });
    await expect(fn(context('/api/me'))).rejects.toThrow('401: Unauthorized');
  });

  it('logs a permission-denied error and yields null or an empty object', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const denied = new ApiError(403, '403: Admins only', { error: 'permission-denied', message: 'Admins only' });
    expect(await getQueryFn(failing(denied), { on401: 'returnNull' })(context('/api/admin'))).toBeNull();
    expect(await getQueryFn(failing(denied), { on401: 'throw' })(context('/api/admin'))).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('raises other errors', async () => {
    const fn = getQueryFn(failing(new ApiError(500, '500: boom')), { on401: 'returnNull' });
    await expect(fn(context('/api/x'))).rejects.toThrow('500: boom');
  });
});

describe('createQueryClient defaults (SPEC §7, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no automatic refetch, 5-minute freshness and 10-minute garbage collection', () => {
    const options = createQueryClient(failing(new Error('x'))).getDefaultOptions();
    expect(options.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: 300_000,
      gcTime: 600_000,
      retry: 1,
    });
    expect(options.mutations).toMatchObject({ retry: 1, retryDelay: 1000 });
  });

  it('retries a failed query once, 1000 ms later, then gives up', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const apiRequest = (async () => {
      attempts.push(Date.now());
      throw new ApiError(500, '500: boom');
    }) as unknown as ApiRequest;
    const client = createQueryClient(apiRequest);
    const observer = new QueryObserver(client, { queryKey: ['/api/flaky'] });
    const unsubscribe = observer.subscribe(() => {});

    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(2);
    expect(observer.getCurrentResult().error?.message).toBe('500: boom');
    unsubscribe();
    client.clear();
  });

  it('retries a failed mutation once after 1000 ms', async () => {
    vi.useFakeTimers();
    const client = createQueryClient(failing(new Error('unused')));
    let attempts = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        attempts++;
        throw new Error('save failed');
      },
    });
    const result = mutation.execute(undefined).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toBe(2);
    expect(await result).toBe('save failed');
  });
});
