import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AddMatterMemberInput, CreateMatterInput, ListMattersResponse, MatterDetail, UpdateMatterInput,
} from '../../../shared/api/matters';
import type { MoveIntoMatterInput, MovedIntoMatter } from '../../../shared/api/matter-moves';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { reasonOf } from '../firms/firms-queries';
import { retryUnlessRefused } from '../research/research-errors';

export const MATTERS_PATH = '/api/matters';
export const matterPath = (id: string) => `${MATTERS_PATH}/${encodeURIComponent(id)}`;

const failed = (title: string) => (error: unknown) => toast({ title, description: reasonOf(error), variant: 'destructive' });

/** The list and every matter's detail (their keys are their paths). */
export const invalidateMatters = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(MATTERS_PATH) });

/** The matters the signed-in user is a member of, in every firm they belong to. */
export const useMatters = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery<ListMattersResponse>({ queryKey: [MATTERS_PATH], staleTime: 0, retry: retryUnlessRefused, enabled });

/** One matter: members see it, and so do the firm's owners and admins (to manage its wall, not to read its work). */
export const useMatter = (id: string) => useQuery<MatterDetail>({ queryKey: [matterPath(id)], staleTime: 0, retry: retryUnlessRefused });

/** Opens a matter; the form shows the server's refusal (a number already used, a firm the user left) itself. */
export function useCreateMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMatterInput) => apiRequest<Pick<MatterDetail, 'id'>>('POST', MATTERS_PATH, input),
    retry: false,
    onSuccess: () => invalidateMatters(queryClient),
  });
}

export function useUpdateMatter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMatterInput) => apiRequest<unknown>('PATCH', matterPath(id), input),
    retry: false,
    onSuccess: () => invalidateMatters(queryClient),
  });
}

export function useDeleteMatter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', matterPath(id)),
    retry: false,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [matterPath(id)] });
      return invalidateMatters(queryClient);
    },
    onError: failed('The matter was not deleted'),
  });
}

export function useAddMatterMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMatterMemberInput) => apiRequest<unknown>('POST', `${matterPath(id)}/members`, input),
    retry: false,
    onSuccess: () => invalidateMatters(queryClient),
    onError: failed('The colleague was not added'),
  });
}

export function useRemoveMatterMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>('DELETE', `${matterPath(id)}/members/${encodeURIComponent(userId)}`),
    onSuccess: () => invalidateMatters(queryClient),
    onError: failed('The member was not removed'),
  });
}

/**
 * Moves the user's own personal draft, document or conversation into one of their matters (issue #39). Every list and
 * detail may now name the matter, so all cached reads are refreshed.
 */
export function useMoveIntoMatter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matterId, ...item }: MoveIntoMatterInput & { matterId: string }) => apiRequest<MovedIntoMatter>('POST', `${matterPath(matterId)}/items`, item),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
