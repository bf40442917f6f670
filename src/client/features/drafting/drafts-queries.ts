import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DraftingTypesResponse, DraftSummary } from '../../../shared/api/drafts';
import { apiRequest } from '../../lib/api';
import { retryUnlessRefused } from '../research/research-errors';

export interface DraftPage {
  drafts: DraftSummary[];
  nextCursor: string | null;
}

export const DRAFTS_PATH = '/api/drafts';
export const draftPath = (id: string) => `${DRAFTS_PATH}/${encodeURIComponent(id)}`;
/** Where the studio opens a draft. */
export const draftHref = (id: string) => `/drafts/${encodeURIComponent(id)}`;

export const DRAFTING_TYPES_PATH = '/api/drafting/types';

const PAGE_SIZE = 30;

export function draftListPath(q: string, cursor: string | null, limit = PAGE_SIZE, matterId?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (matterId) params.set('matterId', matterId);
  if (cursor) params.set('cursor', cursor);
  return `${DRAFTS_PATH}?${params}`;
}

export const fetchDraftPage = (q: string, cursor: string | null, limit = PAGE_SIZE, matterId?: string) =>
  apiRequest<DraftPage>('GET', draftListPath(q, cursor, limit, matterId));

/** The document types with their intake forms, and the jurisdictions a draft can be written for. They change only with a release. */
export function useDraftingTypes() {
  return useQuery<DraftingTypesResponse>({ queryKey: [DRAFTING_TYPES_PATH], staleTime: Infinity, retry: retryUnlessRefused });
}

/**
 * The signed-in user's drafts (theirs and their matters'), newest first, a page at a time; `q` searches titles on the
 * server, `matterId` keeps one matter's (or, with 'personal', those in no matter).
 */
export function useDraftList(q: string, { enabled = true, matterId }: { enabled?: boolean; matterId?: string } = {}) {
  const query = useInfiniteQuery({
    queryKey: [DRAFTS_PATH, { q, matterId }],
    queryFn: ({ pageParam }) => fetchDraftPage(q, pageParam, PAGE_SIZE, matterId),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    retry: retryUnlessRefused,
    enabled,
  });
  return { ...query, drafts: query.data?.pages.flatMap((page) => page.drafts) ?? [] };
}

/**
 * The few latest drafts, for the dashboard. Keyed by its own address, apart from the paged lists (whose data has
 * another shape), and still refreshed by `invalidateDrafts`.
 */
export function useRecentDrafts(limit: number) {
  return useQuery<DraftPage>({ queryKey: [draftListPath('', null, limit)], staleTime: 0, retry: retryUnlessRefused });
}

/** Lists and details all change after a draft is created, saved, generated or deleted. */
export function invalidateDrafts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(DRAFTS_PATH) });
}
