import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangeRoleInput, CreateFirmInput, FirmDetail, FirmInvitation, FirmRole, InviteMemberInput, ListFirmsResponse,
} from '../../../shared/api/firms';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';

export const FIRMS_PATH = '/api/firms';
export const firmPath = (id: string) => `${FIRMS_PATH}/${encodeURIComponent(id)}`;

/** The server's own words for a refusal (seats, roles, last owner), or a connection hint. */
export const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.envelope ? error.envelope.message : 'The server could not be reached. Check your connection and try again.';

const failed = (title: string) => (error: unknown) => toast({ title, description: reasonOf(error), variant: 'destructive' });

/** The list and every firm's detail (their keys are their paths). */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(FIRMS_PATH) });

export const useFirms = () => useQuery<ListFirmsResponse>({ queryKey: [FIRMS_PATH], staleTime: 0 });

export const useFirm = (id: string | null) => useQuery<FirmDetail>({ queryKey: [firmPath(id ?? '')], enabled: id !== null, staleTime: 0 });

/** Puts a fresh firm detail where its query reads it, and refreshes the list (roles, names). */
function settle(queryClient: QueryClient, firm: FirmDetail) {
  queryClient.setQueryData([firmPath(firm.id)], firm);
  void queryClient.invalidateQueries({ queryKey: [FIRMS_PATH], exact: true });
}

export function useCreateFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFirmInput) => apiRequest<FirmDetail>('POST', FIRMS_PATH, input),
    retry: false,
    onSuccess: (firm) => settle(queryClient, firm),
    onError: failed('The firm could not be created'),
  });
}

export function useInvite(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => apiRequest<FirmInvitation>('POST', `${firmPath(firmId)}/members`, input),
    retry: false,
    onSuccess: (invitation) => {
      toast({ title: 'Invitation sent', description: `${invitation.email} has an email with a link to join.`, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: [firmPath(firmId)] });
    },
    onError: failed('The invitation was not sent'),
  });
}

export function useChangeRole(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: FirmRole }) =>
      apiRequest<FirmDetail>('PATCH', `${firmPath(firmId)}/members/${encodeURIComponent(userId)}`, { role } satisfies ChangeRoleInput),
    onSuccess: (firm) => settle(queryClient, firm),
    onError: failed('The role was not changed'),
  });
}

export function useRemoveMember(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>('DELETE', `${firmPath(firmId)}/members/${encodeURIComponent(userId)}`),
    onSuccess: () => refresh(queryClient),
    onError: failed('The member was not removed'),
  });
}

export function useRevokeInvitation(firmId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiRequest<void>('DELETE', `${firmPath(firmId)}/invitations/${encodeURIComponent(invitationId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [firmPath(firmId)] }),
    onError: failed('The invitation was not revoked'),
  });
}

/** Accepts an invitation from its link's token; the page shows the server's message when it is refused. */
export function useJoinFirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<FirmDetail>('POST', `${FIRMS_PATH}/join`, { token }),
    retry: false,
    onSuccess: (firm) => settle(queryClient, firm),
  });
}
