import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentDetail, listDocumentsResponseSchema } from '../../../shared/api/documents';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/use-toast';
import { problemMessage, retryUnlessRefused } from '../research/research-errors';

type DocumentPage = z.infer<typeof listDocumentsResponseSchema>;

export const DOCUMENTS_PATH = '/api/documents';
export const documentPath = (id: string) => `${DOCUMENTS_PATH}/${encodeURIComponent(id)}`;
/** Where a document opens; with a paragraph, at that paragraph of its text (`#p-12`). */
export const documentHref = (id: string, paragraph?: number) => `/documents/${encodeURIComponent(id)}${paragraph ? `#p-${paragraph}` : ''}`;
export const DOCUMENT_TABLE_HREF = '/documents/table';

const PAGE_SIZE = 30;

export function documentListPath(q: string, cursor: string | null, limit = PAGE_SIZE, matterId?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (matterId) params.set('matterId', matterId);
  if (cursor) params.set('cursor', cursor);
  return `${DOCUMENTS_PATH}?${params}`;
}

/**
 * The signed-in user's documents (theirs and their matters'), newest first, a page at a time; `q` searches titles on
 * the server, `matterId` keeps one matter's (or, with 'personal', those in no matter).
 */
export function useDocumentList(q: string, { enabled = true, limit = PAGE_SIZE, matterId }: { enabled?: boolean; limit?: number; matterId?: string } = {}) {
  const query = useInfiniteQuery({
    queryKey: [DOCUMENTS_PATH, { q, limit, matterId }],
    queryFn: ({ pageParam }) => apiRequest<DocumentPage>('GET', documentListPath(q, pageParam, limit, matterId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    retry: retryUnlessRefused,
    enabled,
  });
  return { ...query, documents: query.data?.pages.flatMap((page) => page.documents) ?? [] };
}

/** One document with its text, in blocks. */
export function useDocumentDetail(id: string | null) {
  return useQuery<DocumentDetail>({ queryKey: [documentPath(id ?? '')], enabled: id !== null, retry: retryUnlessRefused });
}

/** Lists and details change after an upload or a delete. */
export function invalidateDocuments(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(DOCUMENTS_PATH) });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', documentPath(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [documentPath(id)] });
      return invalidateDocuments(queryClient);
    },
    onError: (error) => toast({ title: 'The document could not be deleted', description: problemMessage(error), variant: 'destructive' }),
  });
}
