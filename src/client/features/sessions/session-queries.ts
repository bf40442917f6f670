import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listSessionsResponseSchema, SessionDetail } from '../../../shared/api/chat';
import { apiRequest } from '../../lib/api';
import { retryUnlessRefused } from '../research/research-errors';

type SessionPage = z.infer<typeof listSessionsResponseSchema>;

export const SESSIONS_PATH = '/api/chat/sessions';
export const sessionPath = (id: string) => `${SESSIONS_PATH}/${encodeURIComponent(id)}`;

const PAGE_SIZE = 30;

function listPath(q: string, cursor: string | null, limit = PAGE_SIZE, matterId?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (matterId) params.set('matterId', matterId);
  if (cursor) params.set('cursor', cursor);
  return `${SESSIONS_PATH}?${params}`;
}

/**
 * The signed-in user's conversations, newest first, a page at a time; `q` searches conversation titles on the server,
 * `matterId` keeps one matter's (or, with 'personal', those in no matter).
 */
export function useSessionList(q: string, { matterId }: { matterId?: string } = {}) {
  const query = useInfiniteQuery({
    queryKey: [SESSIONS_PATH, { q, matterId }],
    queryFn: ({ pageParam }) => apiRequest<SessionPage>('GET', listPath(q, pageParam, PAGE_SIZE, matterId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  return { ...query, sessions: query.data?.pages.flatMap((page) => page.sessions) ?? [] };
}

/**
 * The few latest conversations, for the dashboard. Keyed by its own address, apart from the paged lists that
 * renames update in place, and still refreshed by `invalidateSessions`.
 */
export function useRecentSessions(limit: number) {
  return useQuery<SessionPage>({ queryKey: [listPath('', null, limit)], staleTime: 0, retry: retryUnlessRefused });
}

/**
 * One conversation with its messages. Always read afresh on opening, since the chat screen seeds its message
 * list from it once (`isFetchedAfterMount`).
 */
export function useSessionDetail(id: string) {
  return useQuery<SessionDetail>({ queryKey: [sessionPath(id)], staleTime: 0, refetchOnMount: 'always', retry: retryUnlessRefused });
}

/** Lists, details and counts all change after an answer, a rename or a delete. */
export function invalidateSessions(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(SESSIONS_PATH) });
}
