import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DraftDetail, VersionDetail, DraftVersion } from '../../../../shared/api/drafts';
import { retryUnlessRefused } from '../../research/research-errors';

export const DRAFTS_PATH = '/api/drafts';
export const draftPath = (id: string) => `${DRAFTS_PATH}/${encodeURIComponent(id)}`;
export const versionsPath = (id: string) => `${draftPath(id)}/versions`;
export const versionPath = (id: string, versionId: string) => `${versionsPath(id)}/${encodeURIComponent(versionId)}`;

/** While a generation started elsewhere (another window) writes the draft, how often the page looks again. */
const GENERATING_ELSEWHERE_POLL_MS = 3000;
/** A matter's draft is edited by its members: how often the open studio looks for a colleague's newer save. */
const SHARED_DRAFT_POLL_MS = 20_000;

/**
 * One draft, read afresh when the page opens. The studio edits its own copy of the content; later reads refresh
 * only what the server owns (revision, tokens, notes). With `watch` (the open studio) the draft is not read again
 * on mounting, but is polled while a generation this page did not start writes it, and now and then when it is a
 * matter's (so a colleague's save is offered before the next save of this page conflicts with it).
 */
export function useDraftDetail(id: string, { watch = false } = {}) {
  return useQuery<DraftDetail>({
    queryKey: [draftPath(id)],
    staleTime: 0,
    refetchOnMount: watch ? false : 'always',
    retry: retryUnlessRefused,
    refetchInterval: (query) => {
      if (!watch) return false;
      if (query.state.data?.status === 'generating') return GENERATING_ELSEWHERE_POLL_MS;
      return query.state.data?.matter ? SHARED_DRAFT_POLL_MS : false;
    },
  });
}

export const fetchDraft = (queryClient: QueryClient, id: string) => queryClient.fetchQuery<DraftDetail>({ queryKey: [draftPath(id)], staleTime: 0 });

export function useDraftVersions(id: string) {
  return useQuery<{ versions: DraftVersion[] }>({ queryKey: [versionsPath(id)], staleTime: 0, retry: retryUnlessRefused });
}

/** A version's text never changes, so a preview opened twice is read once. */
export const fetchVersion = (queryClient: QueryClient, id: string, versionId: string) =>
  queryClient.fetchQuery<VersionDetail>({ queryKey: [versionPath(id, versionId)], staleTime: Infinity });

export const invalidateVersions = (queryClient: QueryClient, id: string) => queryClient.invalidateQueries({ queryKey: [versionsPath(id)] });

/** Lists of drafts (the sessions page) change with a rename, a save or a delete. */
export const invalidateDraftLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === DRAFTS_PATH || key.startsWith(`${DRAFTS_PATH}?`);
    },
  });
