import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdjustTokensRequest,
  adjustTokensResponseSchema,
  AdminUserDetail,
  AdminUserSummary,
  adminUsersPageSchema,
  AnalyticsResponse,
  AuditAction,
  auditPageSchema,
  outboxPageSchema,
} from '../../../shared/api/admin';
import type { AdminInvitationList } from '../../../shared/api/admin-access';
import { apiRequest } from '../../lib/api';

type UsersPage = z.infer<typeof adminUsersPageSchema>;
type AuditPage = z.infer<typeof auditPageSchema>;
type OutboxPage = z.infer<typeof outboxPageSchema>;
type AdjustTokensResponse = z.infer<typeof adjustTokensResponseSchema>;

export const ADMIN_PATH = '/api/admin';
export const userPath = (id: string) => `${ADMIN_PATH}/users/${encodeURIComponent(id)}`;

const withParams = (path: string, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** Accounts matching the search, newest first, a page at a time. */
export function useAdminUsers(q: string) {
  const query = useInfiniteQuery({
    queryKey: [`${ADMIN_PATH}/users`, { q }],
    queryFn: ({ pageParam }) => apiRequest<UsersPage>('GET', withParams(`${ADMIN_PATH}/users`, { q, cursor: pageParam, limit: 25 })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  return { ...query, users: query.data?.pages.flatMap((page) => page.users) ?? [] };
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: [userPath(id)], queryFn: () => apiRequest<AdminUserDetail>('GET', userPath(id)), staleTime: 0 });
}

/** After any change to an account: its detail, the list it appears in, and the audit log all move. */
function useAfterAccountChange(id: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        return key === userPath(id) || key === `${ADMIN_PATH}/users` || key === `${ADMIN_PATH}/audit`;
      },
    });
}

export function useDisableUser(id: string) {
  const refresh = useAfterAccountChange(id);
  return useMutation({
    mutationFn: (reason: string) => apiRequest<AdminUserSummary>('POST', `${userPath(id)}/disable`, reason ? { reason } : undefined),
    onSuccess: refresh,
    retry: false,
  });
}

export function useEnableUser(id: string) {
  const refresh = useAfterAccountChange(id);
  return useMutation({ mutationFn: () => apiRequest<AdminUserSummary>('POST', `${userPath(id)}/enable`), onSuccess: refresh, retry: false });
}

export function useSetAdminRole(id: string) {
  const refresh = useAfterAccountChange(id);
  return useMutation({
    mutationFn: (admin: boolean) => apiRequest<AdminUserSummary>('POST', `${userPath(id)}/role`, { admin }),
    onSuccess: refresh,
    retry: false,
  });
}

/** The idempotency key travels with the request, so a retried grant (a flaky connection) is applied once. */
export function useAdjustTokens(id: string) {
  const refresh = useAfterAccountChange(id);
  return useMutation({
    mutationFn: (request: Required<AdjustTokensRequest>) => apiRequest<AdjustTokensResponse>('POST', `${userPath(id)}/tokens`, request),
    onSuccess: refresh,
  });
}

export const analyticsPath = (range: { from: string; to: string }) => withParams(`${ADMIN_PATH}/analytics`, range);

export const analyticsCsvPath = (report: string, range: { from: string; to: string }) =>
  withParams(`${ADMIN_PATH}/analytics.csv`, { report, ...range });

export function useAnalytics(range: { from: string; to: string }) {
  return useQuery({ queryKey: [analyticsPath(range)], queryFn: () => apiRequest<AnalyticsResponse>('GET', analyticsPath(range)), staleTime: 60_000 });
}

export function useAuditLog(filter: { action: AuditAction | ''; q: string }) {
  const query = useInfiniteQuery({
    queryKey: [`${ADMIN_PATH}/audit`, filter],
    queryFn: ({ pageParam }) => apiRequest<AuditPage>('GET', withParams(`${ADMIN_PATH}/audit`, { ...filter, cursor: pageParam, limit: 50 })),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  return { ...query, events: query.data?.pages.flatMap((page) => page.events) ?? [] };
}

export function useOutbox(channel: 'email' | 'sms' | '') {
  const query = useInfiniteQuery({
    queryKey: [`${ADMIN_PATH}/outbox`, { channel }],
    queryFn: ({ pageParam }) => apiRequest<OutboxPage>('GET', withParams(`${ADMIN_PATH}/outbox`, { channel, cursor: pageParam, limit: 30 })),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  return { ...query, messages: query.data?.pages.flatMap((page) => page.messages) ?? [] };
}

const INVITATIONS_PATH = `${ADMIN_PATH}/invitations`;

export function useInvitations() {
  return useQuery({ queryKey: [INVITATIONS_PATH], queryFn: () => apiRequest<AdminInvitationList>('GET', INVITATIONS_PATH), staleTime: 0 });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ code: string; expiresAt: string }>('POST', INVITATIONS_PATH),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVITATIONS_PATH] }),
    retry: false,
  });
}
