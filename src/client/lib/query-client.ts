import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { QUERIES } from '../../shared/constants';
import { ApiError } from './api-error';
import type { ApiRequest } from './api-request';
import { queryRetryDelay } from './retry';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function isPermissionDenied(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'permission-denied') return true;
  return error instanceof Error && error.message.includes('permission-denied');
}

/**
 * The default query function (SPEC §7): a GET on the first element of the query key. A 401 yields null when
 * asked to; a permission-denied error is logged and yields null (returnNull) or an empty object (throw).
 */
export function getQueryFn<T>(apiRequest: ApiRequest, options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', String(queryKey[0]));
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      if (isPermissionDenied(error)) {
        console.warn('Permission denied for', queryKey[0], error);
        return options.on401 === 'returnNull' ? null : ({} as T);
      }
      throw error;
    }
  };
}

export function createQueryClient(
  apiRequest: ApiRequest,
  options: { onMutationError?: (error: unknown) => void } = {},
): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({ onError: (error) => options.onMutationError?.(error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(apiRequest, { on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: QUERIES.staleTimeMs,
        gcTime: QUERIES.gcTimeMs,
        retry: QUERIES.queryRetries,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: QUERIES.mutationRetries,
        retryDelay: QUERIES.mutationRetryDelayMs,
      },
    },
  });
}
