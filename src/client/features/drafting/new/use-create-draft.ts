import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDraftRequest, DraftDetail } from '../../../../shared/api/drafts';
import { apiRequest } from '../../../lib/api';
import { DRAFTS_PATH, invalidateDrafts } from '../drafts-queries';

/** POST /api/drafts. Not retried: a second attempt after a lost reply would create a second draft. */
export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateDraftRequest) => apiRequest<DraftDetail>('POST', DRAFTS_PATH, request),
    retry: false,
    onSuccess: () => invalidateDrafts(queryClient),
  });
}
