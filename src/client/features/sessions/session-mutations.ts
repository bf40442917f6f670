import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatSession, createSessionSchema, SessionDetail, updateSessionSchema } from '../../../shared/api/chat';
import { apiRequest } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/use-toast';
import { draftPath, invalidateDrafts } from '../drafting/drafts-queries';
import { invalidateSessions, SESSIONS_PATH, sessionPath } from './session-queries';

type SessionChanges = z.input<typeof updateSessionSchema>;
type SessionPages = InfiniteData<{ sessions: ChatSession[] }>;

const reasonOf = (error: unknown) =>
  error instanceof ApiError && error.envelope ? error.envelope.message : 'The server could not be reached. Check your connection and try again.';

const failed = (title: string) => (error: unknown) => toast({ title, description: reasonOf(error), variant: 'destructive' });

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof createSessionSchema>) => apiRequest<ChatSession>('POST', SESSIONS_PATH, input),
    retry: false,
    onSuccess: () => invalidateSessions(queryClient),
    onError: failed('The conversation could not be started'),
  });
}

/** Renames a conversation or changes its jurisdiction or mode, showing the change at once. */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SessionChanges }) =>
      apiRequest<ChatSession>('PATCH', sessionPath(id), changes),
    onMutate: ({ id, changes }) => {
      queryClient.setQueryData<SessionDetail>([sessionPath(id)], (detail) => (detail ? { ...detail, ...changes } : detail));
      queryClient.setQueriesData<SessionPages>({ queryKey: [SESSIONS_PATH] }, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, sessions: page.sessions.map((s) => (s.id === id ? { ...s, ...changes } : s)) })),
        },
      );
    },
    onSettled: () => invalidateSessions(queryClient),
    onError: failed('The conversation could not be changed'),
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', sessionPath(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [sessionPath(id)] });
      return invalidateSessions(queryClient);
    },
    onError: failed('The conversation could not be deleted'),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', draftPath(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [draftPath(id)] });
      return invalidateDrafts(queryClient);
    },
    onError: failed('The draft could not be deleted'),
  });
}
